/** A route that only redirects, keeping the query and hash: /products?searchText=…&type=… reaches the gallery whole. */
import { Navigate, useLocation } from '../shared/router';

export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
