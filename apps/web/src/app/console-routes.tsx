/**
 * Every route of the console but the landing page and the redirects (spec 1 section 2.1, SPEC-NOTES 1-3): they read
 * server state, so they sit under the query scope's layout. This table loads on the first navigation that needs it
 * (router.tsx patchRoutesOnNavigation), so the landing page paints without it (issue 18). Every page is a lazy module.
 */
import type { RouteObject } from '../shared/router';
import { href, paths } from '../shared/config/paths';
import { prefetchCurrentTeam } from '../shared/lib/current-team/prefetch-current-team';
import { queryClient } from '../shared/lib/query-client';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import { accountsAndTeamsShellRoutes, accountsAndTeamsStandaloneRoutes } from './routes/accounts-and-teams';
import { featureShellRoutes } from './routes/feature-routes';
import { page } from './routes/lazy-page';

const placeholder = page(() => import('./routes/area-placeholder'));

const below = (path: string) => `${path}/*`;

/** Signed-in areas not built yet: they still need a session, so a visit signed out leads to login. */
const PLACEHOLDER_PATHS = [
  below(paths.applications),
  paths.apim,
  below(paths.apis),
  below(paths.catalogs),
  below(paths.subscriptions),
  below(paths.iot),
  below(paths.utilities),
  below(paths.guides),
  paths.contact,
].filter((path) => !featureShellRoutes.some((route) => route.path === path));

/** The id the router knows the table by: patching it in again is a no-op. */
const CONSOLE_ROUTES_ID = 'console';

export const consoleRoutes: RouteObject[] = [
  {
    id: CONSOLE_ROUTES_ID,
    lazy: page(() => import('./routes/query-scope-layout')),
    children: [
      { path: paths.callback, lazy: page(() => import('./routes/callback')) },
      // The status code is optional: /error alone shows the default 404.
      { path: `${paths.error}?`, lazy: page(() => import('./routes/error')) },
      { path: paths.underConstruction, lazy: page(() => import('./routes/under-construction')) },
      {
        // The user's teams are asked for before the shell renders (prefetch-current-team.ts, issue 18).
        lazy: () => {
          void prefetchCurrentTeam(queryClient, window.location);
          return page(() => import('./routes/authenticated'))();
        },
        children: [
          { path: paths.restrict, lazy: page(() => import('./routes/restrict')) },
          {
            lazy: page(() => import('./routes/shell')),
            children: [
              { path: paths.home, lazy: page(() => import('./routes/dashboard')) },
              { path: below(paths.home), lazy: page(() => import('./routes/not-found')) },
              { path: paths.workbench, lazy: page(() => import('./routes/workbench')) },
              { path: paths.linter, lazy: page(() => import('./routes/linter')) },
              // The gallery takes searchText and type (spec 2 section 2.1): the redirect keeps them.
              { path: paths.products, element: <RedirectKeepingQuery to={href(paths.apim)} /> },
              ...PLACEHOLDER_PATHS.map((path): RouteObject => ({ path, lazy: placeholder })),
              ...featureShellRoutes,
              ...accountsAndTeamsShellRoutes,
            ],
          },
          ...accountsAndTeamsStandaloneRoutes,
        ],
      },
    ],
  },
];
