/** After Decline (spec 1 section 2.5): the agreement must be accepted to use the console; Log Out or Go Back. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../shared/i18n';

export function DeclineDialog({ open, onLogOut, onGoBack }: { open: boolean; onLogOut(): void; onGoBack(): void }) {
  const { t } = useTranslation('legal-terms');
  return (
    <Dialog
      open={open}
      onClose={onGoBack}
      maxWidth="xs"
      aria-labelledby="legal-terms-decline-title"
      aria-describedby="legal-terms-decline-text"
      data-testid="legal-terms-decline-dialog"
    >
      <DialogTitle id="legal-terms-decline-title">{t('declined.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="legal-terms-decline-text">{t('declined.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onLogOut}>
          {t('declined.logOut')}
        </Button>
        <Button variant="contained" onClick={onGoBack} autoFocus>
          {t('declined.goBack')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
