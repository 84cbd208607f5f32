/** Routes of the help area (spec 3 section 2.3, SPEC-NOTES 2): the guides and Contact Us, lazy per page. */
import type { ComponentType } from 'react';
import type { RouteObject } from '../../shared/router';
import { paths } from '../../shared/config/paths';

type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

export const helpShellRoutes: RouteObject[] = [
  { path: paths.guides, lazy: page(() => import('./guides')) },
  { path: paths.guide, lazy: page(() => import('./guides')) },
  { path: paths.contact, lazy: page(() => import('./contact')) },
];
