/** A subscription status, lowercase-capitalised (spec 2 section 4), coloured by what it means. */
import Chip from '@mui/material/Chip';
import { statusLabel } from '@dc/contracts';

const COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  Active: 'success',
  Pending: 'warning',
  Denied: 'error',
};

export function StatusChip({ status }: { status: string }) {
  const label = statusLabel(status);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      color={COLORS[label] ?? 'default'}
      data-testid="subscription-status"
    />
  );
}
