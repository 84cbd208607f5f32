/** The dashboard: the empty path under /home (spec 1 section 2.1), with the areas the user's navigation offers. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n';
import { useCurrentUser } from '../../../shared/lib/auth/get-current-user';
import { useCurrentTeam } from '../../../shared/lib/current-team/current-team-context';
import { useNavEntries } from '../../../shared/lib/navigation/use-nav-entries';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { areasOf } from '../utils/areas';
import { AreaCard } from './area-card';
import { WelcomeHeader } from './welcome-header';
import { PageContainer } from '../../../shared/ui/page-container';

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const { currentTeam } = useCurrentTeam();
  const areas = areasOf(useNavEntries());
  useDocumentTitle(t('home.pageTitle'));
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <WelcomeHeader user={user} loading={isPending} accountName={currentTeam?.accountName} />
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {t('home.areasTitle')}
      </Typography>
      {areas.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-areas">
          {t('home.noAreas')}
        </Typography>
      ) : (
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
          {areas.map((area) => (
            <li key={area.key}>
              <AreaCard area={area} />
            </li>
          ))}
        </Box>
      )}
    </PageContainer>
  );
}
