/** The dashboard: the empty path under /home (spec 1 section 2.1). */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/auth/get-current-user';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AREAS } from '../utils/areas';
import { AreaCard } from './area-card';
import { WelcomeHeader } from './welcome-header';

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  useDocumentTitle(t('home.pageTitle'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <WelcomeHeader user={user} loading={isPending} />
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {t('home.areasTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {AREAS.map((area) => (
          <li key={area.key}>
            <AreaCard area={area} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
