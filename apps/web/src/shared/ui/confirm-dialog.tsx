/**
 * A confirmation for a destructive action, texts from the caller: the focus starts on Cancel; Escape cancels. Extra
 * content (a refusal, a loading line) goes below the text; confirmDisabled holds the action back while it shows.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export interface ConfirmTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

export interface ConfirmDialogProps {
  id: string;
  open: boolean;
  texts: ConfirmTexts;
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm(): void;
  onClose(): void;
  children?: ReactNode;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { id, open, texts, busy, confirmDisabled, onConfirm, onClose, children } = props;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid={id}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ overflowWrap: 'anywhere' }}>
          {texts.text}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {texts.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
