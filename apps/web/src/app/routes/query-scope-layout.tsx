/** Pathless layout of every route that reads server state: all but the landing page and the redirects (issue 18). */
import { Outlet } from '../../shared/router';
import { QueryScope } from '../../shared/lib/query-scope';

export default function QueryScopeLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
