/** The identifying cell of a row (an id or serial number, in monospace; or a name) as a link to its page. */
import Link from '@mui/material/Link';
import { Link as RouterLink } from '../../../../shared/router';

export function RowLink({ to, children, mono = true }: { to: string; children: string; mono?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{ whiteSpace: 'nowrap', ...(mono ? { fontFamily: 'monospace', fontSize: '0.875rem' } : {}) }}
    >
      {children}
    </Link>
  );
}
