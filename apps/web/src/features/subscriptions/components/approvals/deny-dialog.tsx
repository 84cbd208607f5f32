/**
 * Deny a subscription request: an explanation is required (API1023's text when missing) and goes to the
 * subscriber by e-mail.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import {
  DENIAL_EXPLANATION_MAX,
  denySubscriptionBody,
  type DenySubscriptionBody,
  type PendingApproval,
} from '@dc/contracts';

export interface DenyDialogProps {
  request?: PendingApproval;
  busy: boolean;
  onDeny(explanation: string): void;
  onClose(): void;
}

export function DenyDialog({ request, busy, onDeny, onClose }: DenyDialogProps) {
  const { t } = useTranslation('subscriptions');
  const form = useForm<DenySubscriptionBody>({
    resolver: zodResolver(denySubscriptionBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { explanation: '' },
  });
  const error = form.formState.errors.explanation;
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={!!request}
      onClose={busy ? undefined : close}
      aria-labelledby="deny-dialog-title"
      aria-describedby="deny-dialog-text"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: form.handleSubmit(({ explanation }) => onDeny(explanation)),
          'data-testid': 'deny-dialog',
        } as object,
      }}
    >
      <DialogTitle id="deny-dialog-title">{t('approvals.denyTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="deny-dialog-text" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('approvals.denyText', {
            application: request?.app_display_name,
            product: request?.api_display_name,
            team: request?.team_name,
          })}
        </DialogContentText>
        <TextField
          {...form.register('explanation')}
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={t('approvals.explanation')}
          error={!!error}
          helperText={error ? t('approvals.explanationRequired') : t('approvals.explanationHelp')}
          slotProps={{ htmlInput: { maxLength: DENIAL_EXPLANATION_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          color="error"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('approvals.deny')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
