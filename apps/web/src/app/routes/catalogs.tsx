/**
 * Routes of the catalogs area (spec 2 section 2.10), lazy per page: the gallery at /catalogs (?type), create, the
 * summary /catalogs/{id} which opens the viewer /catalogs/{id}/view (keeping ?type), edit, and the invitation accept
 * link. Unknown paths below /catalogs show the error view.
 */
import { Navigate, useLocation, useParams, type RouteObject } from '../../shared/router';
import { href, paths } from '../../shared/config/paths';
import { page } from './lazy-page';

function CatalogSummaryRedirect() {
  const { catalogId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${href(paths.catalogView, { catalogId })}${search}`} replace />;
}

export const catalogsShellRoutes: RouteObject[] = [
  { path: paths.catalogs, lazy: page(() => import('./catalog-gallery')) },
  { path: paths.catalogCreate, lazy: page(() => import('./catalog-create')) },
  { path: paths.catalog, element: <CatalogSummaryRedirect /> },
  { path: paths.catalogView, lazy: page(() => import('./catalog-view')) },
  { path: paths.catalogEdit, lazy: page(() => import('./catalog-edit')) },
  { path: paths.catalogAccept, lazy: page(() => import('./catalog-accept')) },
  { path: `${paths.catalogs}/*`, lazy: page(() => import('./catalog-not-found')) },
];
