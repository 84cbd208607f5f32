/** Routes of the help area (spec 3 section 2.3, SPEC-NOTES 2): the guides and Contact Us, lazy per page. */
import type { RouteObject } from '../../shared/router';
import { paths } from '../../shared/config/paths';
import { page } from './lazy-page';

export const helpShellRoutes: RouteObject[] = [
  { path: paths.guides, lazy: page(() => import('./guides')) },
  { path: paths.guide, lazy: page(() => import('./guides')) },
  { path: paths.contact, lazy: page(() => import('./contact')) },
];
