/**
 * Routes of the utilities area (spec 3 section 2.2): /utilities/list (intro), /tools, /emailtrace, and the template
 * manager under /templates (list, details, preview, analytics), lazy per page. Any other /utilities path is the
 * 404 view (it also replaces the signed-in placeholder of the area).
 */
import { Navigate, type RouteObject } from '../../shared/router';
import { href, paths } from '../../shared/config/paths';
import { page } from './lazy-page';

export const utilitiesShellRoutes: RouteObject[] = [
  { path: paths.utilities, element: <Navigate to={href(paths.utilitiesList)} replace /> },
  { path: paths.utilitiesList, lazy: page(() => import('./utilities-intro')) },
  { path: paths.utilitiesTools, lazy: page(() => import('./utilities-tools')) },
  { path: paths.emailTrace, lazy: page(() => import('./utilities-email-trace')) },
  { path: paths.templates, element: <Navigate to={href(paths.templateList)} replace /> },
  { path: paths.templateList, lazy: page(() => import('./template-list')) },
  { path: paths.templateDetails, lazy: page(() => import('./template-details')) },
  { path: paths.templatePreview, lazy: page(() => import('./template-preview')) },
  { path: paths.templateAnalytics, lazy: page(() => import('./template-analytics')) },
  { path: `${paths.utilities}/*`, lazy: page(() => import('./not-found')) },
];
