/** /accounts/{accountId} redirects to its summary (spec 1 section 2.1). */
import { Navigate, useParams } from '../../shared/router';
import { href, paths } from '../../shared/config/paths';

export default function AccountIndexRoute() {
  const { accountId = '' } = useParams();
  return <Navigate to={href(paths.accountSummary, { accountId })} replace />;
}
