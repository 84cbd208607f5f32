/** Route table (spec 1 section 2.1, SPEC-NOTES 1-2). Every page is a lazy module. */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { href, paths } from '../shared/config/paths';
import { PageLoader } from '../shared/ui/page-loader';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { UnknownRoute } from './unknown-route';

type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

const placeholder = page(() => import('./routes/area-placeholder'));

/** Signed-in areas not built yet: they still need a session, so a visit signed out leads to login. */
const PLACEHOLDER_PATHS = [
  'restrict',
  'workbench',
  'applications/*',
  'apim',
  'apis/*',
  'products',
  'accounts/*',
  'teams/*',
  'catalogs/*',
  'subscriptions/*',
  'iot/*',
  'specs/linter',
  'utilities/*',
  'guides/*',
  'contact',
  'invite/teams/:inviteId',
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to={href(paths.landing)} replace /> },
      { path: 'landing', lazy: page(() => import('./routes/landing')) },
      { path: 'callback', lazy: page(() => import('./routes/callback')) },
      { path: 'error', lazy: page(() => import('./routes/error')) },
      { path: 'error/:statusCode', lazy: page(() => import('./routes/error')) },
      { path: 'underConstuction', lazy: page(() => import('./routes/under-construction')) },
      {
        lazy: page(() => import('./routes/authenticated')),
        children: [
          {
            path: 'home',
            children: [
              { index: true, lazy: page(() => import('./routes/dashboard')) },
              { path: '*', lazy: page(() => import('./routes/not-found')) },
            ],
          },
          ...PLACEHOLDER_PATHS.map((path): RouteObject => ({ path, lazy: placeholder })),
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
