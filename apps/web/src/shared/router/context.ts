/** What the router's components and hooks share through context. */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Location } from './history';
import type { NavigateOptions, Router, RouterState, To } from './router';
import type { RouteMatch } from './routes';

export const RouterContext = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);

/** The matches down to the route being rendered, and what its Outlet shows. */
export const RouteContext = createContext<{ matches: RouteMatch[]; outlet: ReactNode }>({ matches: [], outlet: null });

export const RouteErrorContext = createContext<unknown>(undefined);

function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('Router hooks need a RouterProvider or MemoryRouter above them');
  return state;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a RouterProvider or MemoryRouter above them');
  return router;
}

export const useLocation = (): Location => useRouterState().location;

export function useNavigate(): (to: To, options?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/** The path parameters of the matched route (every route of a branch sees them all). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(RouteContext).matches.at(-1)?.params ?? {};
}

/** The whole matched branch, root first: the last one is the page. */
export function useMatches(): Pick<RouteMatch, 'id' | 'pathname' | 'params'>[] {
  return useRouterState().matches;
}

export const useRouteError = (): unknown => useContext(RouteErrorContext);

export type SearchParamsInit = URLSearchParams | string | Record<string, string | string[]>;

export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}

/** The query of the current URL, and a setter that navigates to the same path with another one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next);
      void navigate(`?${value.toString()}`, options);
    },
    [navigate, search],
  );
  return [params, set];
}
