/** The error page body (spec 1 section 8): status, title, message with the common suffix, two actions. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../shared/router';
import { useTranslation } from '../../shared/i18n';
import { href, paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { errorTexts } from './error-texts';

export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const { title, message, suffix } = errorTexts(t, status);
  useDocumentTitle(title || t('errorPage.statusLabel', { code: status }));
  // One h1 per page: the title when the catalogue has one, else the status code itself.
  const code = (
    <Typography
      component={title ? 'p' : 'h1'}
      data-testid="error-status"
      sx={{ fontSize: { xs: '4rem', sm: '6rem' }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}
    >
      {status}
    </Typography>
  );
  return (
    <Box data-testid="error-page" sx={{ maxWidth: 720, mx: 'auto', py: { xs: 4, sm: 8 }, px: 2, textAlign: 'center' }}>
      {code}
      {title && (
        <Typography variant="h1" sx={{ mt: 2 }} data-testid="error-title">
          {title}
        </Typography>
      )}
      <Typography sx={{ mt: 2 }} data-testid="error-message">
        {message}
      </Typography>
      <Typography sx={{ mt: 1 }} color="text.secondary">
        {suffix}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center" sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to={href(paths.home)}>
          {t('errorPage.backToHome')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={href(paths.contact)}>
          {t('errorPage.contactUs')}
        </Button>
      </Stack>
    </Box>
  );
}
