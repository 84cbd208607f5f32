/** A keyboard-usable form dialog: title, fields, Cancel and a submit button (Enter submits, Escape cancels). */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';

export interface FormDialogProps {
  id: string;
  open: boolean;
  title: string;
  submitLabel: string;
  submitDisabled: boolean;
  busy?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children: ReactNode;
}

export function FormDialog({
  id,
  open,
  title,
  submitLabel,
  submitDisabled,
  busy,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('teams');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit, 'data-testid': id } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={submitDisabled || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
