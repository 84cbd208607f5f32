/** /invite/teams/{inviteId} (spec 1 section 2.1, spec 3 section 4): accepts the invitation and waits to join. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { INVITATION_POLL_RETRIES } from '@dc/contracts';
import { RetryDialog } from '../../../shared/ui/retry-dialog';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useInvitationAcceptance } from '../hooks/use-invitation-acceptance';

export function InvitationPage() {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('invitation.title'));
  const { inviteId = '' } = useParams();
  const { invitation, retry } = useInvitationAcceptance(inviteId);
  return (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}
        data-testid="invitation-page"
      >
        <CircularProgress aria-hidden />
        <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {t('invitation.title')}
        </Typography>
        <Typography role="status" sx={{ mt: 2 }}>
          {invitation
            ? t('invitation.joining', { team: invitation.teamName, account: invitation.accountName })
            : t('invitation.accepting')}
        </Typography>
      </Paper>
      <RetryDialog
        state={retry}
        retryLimit={INVITATION_POLL_RETRIES}
        title={t('invitation.waitTitle')}
        message={t('invitation.waitText')}
      />
    </Box>
  );
}
