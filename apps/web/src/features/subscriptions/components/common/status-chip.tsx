/**
 * A subscription status, lowercase-capitalised (spec 2 section 4), coloured by what it means in shades that keep
 * small text readable on white (WCAG AA 4.5:1; the theme's warning orange does not).
 */
import Chip from '@mui/material/Chip';
import { statusLabel } from '@dc/contracts';

const COLORS: Record<string, string> = {
  Active: '#1B5E20',
  Pending: '#8A4500',
  Denied: '#B71C1C',
};

export function StatusChip({ status }: { status: string }) {
  const label = statusLabel(status);
  const color = COLORS[label];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={color ? { color, borderColor: color } : undefined}
      data-testid="subscription-status"
    />
  );
}
