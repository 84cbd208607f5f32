/**
 * The developer agreement (spec 1 section 2.5): header, version line, the terms text, a required checkbox,
 * Continue and Decline. It has no close control: only Continue or Decline leave it.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../shared/i18n';
import { TermsText } from './terms-text';

export interface LegalTermsDialogProps {
  open: boolean;
  version: string;
  accepted: boolean;
  saving: boolean;
  onAcceptedChange(accepted: boolean): void;
  onContinue(): void;
  onDecline(): void;
}

export function LegalTermsDialog(props: LegalTermsDialogProps) {
  const { open, version, accepted, saving, onAcceptedChange, onContinue, onDecline } = props;
  const { t } = useTranslation('legal-terms');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      disableEscapeKeyDown
      aria-labelledby="legal-terms-title"
      aria-describedby="legal-terms-version"
      data-testid="legal-terms-dialog"
    >
      <DialogTitle id="legal-terms-title" sx={{ pb: 0.5 }}>
        {t('title')}
      </DialogTitle>
      <Typography id="legal-terms-version" variant="body2" color="text.secondary" sx={{ px: 3, pb: 2 }}>
        {t('version', { version })}
      </Typography>
      <DialogContent sx={{ pt: 0 }}>
        <TermsText />
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox required checked={accepted} onChange={(e) => onAcceptedChange(e.target.checked)} />}
          label={t('accept')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onDecline} disabled={saving}>
          {t('decline')}
        </Button>
        <Button variant="contained" onClick={onContinue} disabled={!accepted || saving}>
          {t('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
