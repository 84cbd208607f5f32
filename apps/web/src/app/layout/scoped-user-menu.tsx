/** The user menu with the server-state cache it reads: the landing page's top bar has no cache of its own (issue 18). */
import { QueryScope } from '../../shared/lib/query-scope';
import { UserMenu } from './user-menu';

export default function ScopedUserMenu() {
  return (
    <QueryScope>
      <UserMenu />
    </QueryScope>
  );
}
