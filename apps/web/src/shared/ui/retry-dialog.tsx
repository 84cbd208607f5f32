/** The shared retry dialog (spec 3 sections 2.5 and 4): a progress while data is collected again. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n';
import type { RetryState } from '../lib/use-retry';

export interface RetryDialogProps {
  state: RetryState;
  retryLimit: number;
  title: string;
  message: string;
}

export function RetryDialog({ state, retryLimit, title, message }: RetryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={state.open} aria-labelledby="retry-dialog-title" aria-describedby="retry-dialog-text">
      <DialogTitle id="retry-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={32} aria-hidden />
          <DialogContentText id="retry-dialog-text">{message}</DialogContentText>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {t('retryDialog.attempt', { attempt: Math.max(1, state.attempts), limit: retryLimit })}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
