/** 'Not authorized to view this content' (spec 1 section 6), shown in place of content the user may not see. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from '../i18n';

export function NotAuthorized({ heading = false }: { heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="not-authorized" sx={{ textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <LockOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant={heading ? 'h1' : 'h2'} component={heading ? 'h1' : 'p'} sx={{ mt: 2, fontSize: '1.5rem' }}>
        {t('notAuthorized')}
      </Typography>
    </Box>
  );
}
