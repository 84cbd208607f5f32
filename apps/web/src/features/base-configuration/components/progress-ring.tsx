/** The overlay's progress ring with its percentage (spec 1 section 2.8: starts at 40, ends at 100). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function ProgressRing({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={96}
        thickness={4}
        aria-hidden
        sx={{ color: 'grey.200', position: 'absolute' }}
      />
      <CircularProgress
        variant="determinate"
        value={value}
        size={96}
        thickness={4}
        aria-label={label}
        data-testid="base-configuration-progress"
      />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography component="span" sx={{ fontWeight: 500 }} aria-hidden>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}
