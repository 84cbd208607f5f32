/** An event subscription's status: 'subscribed', shown as Active (spec 2 section 4), in a readable green. */
import Chip from '@mui/material/Chip';
import { statusLabel } from '@dc/contracts';

export function ActiveChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(status)}
      sx={{ color: '#1B5E20', borderColor: '#1B5E20' }}
      data-testid="subscription-status"
    />
  );
}
