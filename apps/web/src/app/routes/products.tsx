/**
 * Routes of the products area, lazy per page (spec 2 sections 2.1-2.4, SPEC-NOTES 2). /apis and /events without an
 * id open the gallery filtered to that type; /products/{id} finds the product's own page.
 */
import { Navigate, type RouteObject } from '../../shared/router';
import { href, paths } from '../../shared/config/paths';
import { page } from './lazy-page';

export const productsShellRoutes: RouteObject[] = [
  { path: paths.apim, lazy: page(() => import('./product-gallery')) },
  { path: paths.productSummary, lazy: page(() => import('./product-summary')) },
  { path: paths.apis, element: <Navigate to={href(paths.apim, {}, { type: 'api' })} replace /> },
  { path: paths.apiDetail, lazy: page(() => import('./api-detail')) },
  { path: paths.events, element: <Navigate to={href(paths.apim, {}, { type: 'event' })} replace /> },
  { path: paths.eventDetail, lazy: page(() => import('./event-detail')) },
  { path: paths.productPublish, lazy: page(() => import('./product-publish')) },
];
