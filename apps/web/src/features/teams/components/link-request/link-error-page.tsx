/** /teams/link/{teamLinkId}/error?inviter_team_id&message (spec 3 section 2.1): 'Linked Teams Error' and the message. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { TEAM_TEXTS } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';

export function LinkErrorPage() {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('linkError.title'));
  const [params] = useSearchParams();
  const message = params.get('message') || TEAM_TEXTS.linkServerError;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }} data-testid="link-error-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>
        {t('linkError.title')}
      </Typography>
      <Alert severity="error">
        <AlertTitle>{t('linkError.heading')}</AlertTitle>
        <span data-testid="link-error-message">{message}</span>
      </Alert>
      <Button variant="contained" sx={{ mt: 3 }} component={RouterLink} to={href(paths.teams)}>
        {t('linkError.back')}
      </Button>
    </Box>
  );
}
