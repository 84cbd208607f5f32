/**
 * Route table (spec 1 section 2.1, SPEC-NOTES 1-3). The entry knows only the landing page and the redirects; the
 * rest of the console's routes (console-routes.tsx) load on the first navigation that needs them, so the landing
 * page paints without them (issue 18). Every page is a lazy module.
 */
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from '../shared/router';
import { href, paths } from '../shared/config/paths';
import { PageLoader } from '../shared/ui/page-loader';
import { RootErrorBoundary } from './errors/root-error-boundary';
import { PageViewTracker } from './page-view-tracker';
import { UnknownRoute } from './unknown-route';

type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

const ROOT_ID = 'root';

function Root() {
  return (
    <>
      <PageViewTracker />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <Root />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to={href(paths.landing)} replace /> },
      { path: paths.landing, lazy: page(() => import('./routes/landing')) },
      // Until the console's routes are in, every other path matches here, and the router asks for more routes
      // first (it does for any match with a splat or a parameter): an unknown path still ends here after that.
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

/**
 * Adds the console's routes under the root. The router calls this for paths it cannot match yet and for matches
 * with parameters; patching the same table again (same route id) changes nothing, so it need not remember.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { consoleRoutes } = await import('./console-routes');
  patch(ROOT_ID, consoleRoutes);
};

/** What a router of these routes needs besides them (tests pass it to their memory router). */
export const routerOptions = { patchRoutesOnNavigation };

export const createRouter = () => createBrowserRouter(routes, routerOptions);
