/** A labelled progress bar with its percentage (upload bytes, or the job's stages). */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ProgressBlockProps {
  label: string;
  /** 0-100; undefined shows an indeterminate bar. */
  value?: number;
  detail?: string;
  testId?: string;
}

export function ProgressBlock({ label, value, detail, testId }: ProgressBlockProps) {
  const id = useId();
  return (
    <Box data-testid={testId} sx={{ mt: 2, textAlign: 'left' }} role="status">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5, flexWrap: 'wrap' }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {value !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {value}%
          </Typography>
        )}
      </Box>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-labelledby={id}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
