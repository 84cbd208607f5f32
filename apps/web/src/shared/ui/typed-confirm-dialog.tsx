/**
 * A delete confirmation that asks to type an exact text (an application's display name, spec 2 section 5). Pasting
 * and dropping text are blocked so the name is read, not copied. The confirm button stays disabled until the text
 * matches (spec 1 section 5, spec 3 section 5); a text that differs shows `mismatch` once the user leaves the field. The focus starts in the field; Escape cancels.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';

export interface TypedConfirmTexts {
  title: string;
  text: string;
  /** The field's label, e.g. 'Application name'. */
  label: string;
  mismatch: string;
  confirm: string;
  cancel: string;
}

export interface TypedConfirmDialogProps {
  id: string;
  open: boolean;
  /** What must be typed, exactly (case and spaces count). */
  expected: string;
  texts: TypedConfirmTexts;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  children?: ReactNode;
}

const block = (e: { preventDefault(): void }) => e.preventDefault();

export function TypedConfirmDialog({
  id,
  open,
  expected,
  texts,
  busy,
  onConfirm,
  onClose,
  children,
}: TypedConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const close = () => {
    setTyped('');
    setMismatch(false);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed !== expected) return setMismatch(true);
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit, 'data-testid': id } as object }}
    >
      <DialogTitle id={`${id}-title`}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ overflowWrap: 'anywhere', mb: 2 }}>
          {texts.text}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={texts.label}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setMismatch(false);
          }}
          onBlur={() => setMismatch(typed.length > 0 && typed !== expected)}
          error={mismatch}
          helperText={mismatch ? texts.mismatch : undefined}
          autoComplete="off"
          slotProps={{ htmlInput: { onPaste: block, onDrop: block, spellCheck: false } }}
        />
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {texts.cancel}
        </Button>
        <Button
          type="submit"
          color="error"
          variant="contained"
          disabled={busy || typed !== expected}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
