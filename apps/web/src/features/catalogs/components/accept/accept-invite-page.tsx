/**
 * /catalogs/{id}/email/{ref} (spec 2 sections 2.10, 4): the 'Accept Catalog Invite' dialog. Cancel goes home.
 * Accept commits the invitation for the current team; on success 'Invitation Accepted!', the current team becomes the
 * one the server names (team_id) and the catalog's summary opens; on error the message shows and home opens.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { CATALOG_TOAST_MS, resolveError } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { notifyError, notifySuccess } from '../../../../shared/lib/notify';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useAcceptCatalogInvite } from '../../api/accept-catalog-invite';

export function AcceptInvitePage({ catalogId, emailRef }: { catalogId: string; emailRef: string }) {
  const { t } = useTranslation('catalogs');
  useDocumentTitle(t('accept.title'));
  const navigate = useNavigate();
  const { teams, currentTeam, setCurrentTeam } = useCurrentTeam();
  const accept = useAcceptCatalogInvite();
  const home = () => void navigate(href(paths.home), { replace: true });
  const confirm = () =>
    accept.mutate(
      { teamId: currentTeam?.uuid, catalogId, emailRef },
      {
        onSuccess: ({ team_id: teamId }) => {
          notifySuccess(t('accept.accepted'), { autoHideMs: CATALOG_TOAST_MS });
          const team = teams?.find((candidate) => candidate.uuid === teamId);
          if (team && team.uuid !== currentTeam?.uuid) setCurrentTeam(team);
          void navigate(href(paths.catalogView, { catalogId }), { replace: true });
        },
        onError: (err) => {
          notifyError(resolveError(err).message);
          home();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={accept.isPending ? undefined : home}
      aria-labelledby="accept-catalog-title"
      aria-describedby="accept-catalog-text"
      fullWidth
      maxWidth="xs"
      data-testid="accept-catalog-dialog"
    >
      <DialogTitle id="accept-catalog-title">{t('accept.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="accept-catalog-text">{t('accept.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={home} disabled={accept.isPending}>
          {t('accept.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={accept.isPending}
          autoFocus
          startIcon={accept.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('accept.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
