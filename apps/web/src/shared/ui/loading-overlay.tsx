/** Full-screen overlay with a spinner and a status text (spec 1 section 2.7). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingOverlay({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-hidden size={48} />
      <Typography variant="h6" component="p">
        {text}
      </Typography>
    </Box>
  );
}
