/**
 * The router: it holds the location and the matched branch of the route table, loads the branch's lazy routes
 * before it shows a new location (the page on screen stays until the next one's code is in), and can have more
 * routes patched in when a path needs them (the console's table loads on the first navigation past the landing page).
 */
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  type Action,
  type History,
  type Location,
} from './history';
import { matchBranches, rankBranches, withIds, type RouteMatch, type RouteObject } from './routes';

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  historyAction: Action;
  /** False until the first location's routes have loaded. */
  initialized: boolean;
  /** A route's code failed to load: the match at `index` shows its errorElement. */
  error: { index: number; value: unknown } | null;
}

export type PatchRoutesOnNavigationFunction = (args: {
  path: string;
  patch(parentId: string, children: RouteObject[]): void;
}) => Promise<void> | void;

export interface RouterOptions {
  /** Asked before a path that matches no route, or only a route with a parameter or a splat, is shown. */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  subscribe(listener: () => void): () => void;
  /** Resolves once the new location is shown (or a later navigation took its place). */
  navigate(to: To, options?: NavigateOptions): Promise<void>;
}

/** A `to` as a full location: '?x' and '#y' (and objects without a pathname) stay on the current path. */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>) {
  const parts = typeof to === 'string' ? parsePath(to) : { pathname: '', search: '', hash: '', ...to };
  const keepsPath = typeof to === 'string' ? /^[?#]/.test(to) || to === '' : !to.pathname;
  const pathname = keepsPath ? from.pathname : parts.pathname;
  const search = keepsPath && typeof to === 'string' && to.startsWith('#') ? from.search : parts.search;
  return { pathname, search: search === '?' ? '' : search, hash: parts.hash ?? '' };
}

const loading = new WeakMap<RouteObject, Promise<void>>();

function loadRoute(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let load = loading.get(route);
  if (!load) {
    load = lazy().then(
      (loaded) => {
        Object.assign(route, loaded);
        route.lazy = undefined;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, load);
  }
  return load;
}

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

export function createRouter(table: RouteObject[], history: History, options: RouterOptions = {}): Router {
  const routes = withIds(table);
  let branches = rankBranches(routes);
  const listeners = new Set<() => void>();
  let state: RouterState = {
    location: history.location,
    matches: [],
    historyAction: 'POP',
    initialized: false,
    error: null,
  };
  let latest = 0;

  const patch = (parentId: string, children: RouteObject[]) => {
    const parent = findRoute(routes, parentId);
    if (!parent) return;
    const siblings = (parent.children ??= []);
    const fresh = children.filter((child) => !child.id || !siblings.some((s) => s.id === child.id));
    if (fresh.length === 0) return;
    siblings.push(...withIds(fresh, parentId, siblings.length));
    branches = rankBranches(routes);
  };

  const needsPatch = (found: ReturnType<typeof matchBranches>) =>
    !!options.patchRoutesOnNavigation && (!found || /[:*]/.test(found.path));

  const match = async (pathname: string) => {
    try {
      await options.patchRoutesOnNavigation?.({ path: pathname, patch });
    } catch (error) {
      console.error(error);
    }
    return matchBranches(branches, pathname)?.matches ?? [];
  };

  const load = async (matches: RouteMatch[]) =>
    Promise.all(
      matches.map((m) =>
        loadRoute(m.route).then(
          () => null,
          (value: unknown) => ({ value }),
        ),
      ),
    );

  const show = (matches: RouteMatch[], failures: ({ value: unknown } | null)[], action: Action, move: () => void) => {
    const failedAt = failures.findIndex(Boolean);
    let error: RouterState['error'] = null;
    if (failedAt >= 0) {
      let index = failedAt;
      while (index > 0 && !matches[index].route.errorElement) index -= 1;
      error = { index, value: failures[failedAt]!.value };
    }
    move();
    state = { location: history.location, matches, historyAction: action, initialized: true, error };
    listeners.forEach((listener) => listener());
  };

  /**
   * Loads what `pathname` needs, then (unless a later navigation started meanwhile) moves and shows it; at once
   * when the routes are all in.
   */
  const go = async (pathname: string, action: Action, move: () => void) => {
    const ticket = ++latest;
    const found = matchBranches(branches, pathname);
    if (!needsPatch(found)) {
      const matches = found?.matches ?? [];
      if (matches.every((m) => !m.route.lazy)) return show(matches, [], action, move);
    }
    const matches = needsPatch(found) ? await match(pathname) : found!.matches;
    const failures = await load(matches);
    if (ticket === latest) show(matches, failures, action, move);
  };

  history.listen(() => void go(history.location.pathname, 'POP', () => {}));
  void go(state.location.pathname, 'POP', () => {});

  return {
    get state() {
      return state;
    },
    routes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, { replace = false, state: userState = null } = {}) {
      const target = resolveTo(to, state.location);
      const path = createPath(target);
      return go(target.pathname, replace ? 'REPLACE' : 'PUSH', () =>
        replace ? history.replace(path, userState) : history.push(path, userState),
      );
    },
  };
}

export const createBrowserRouter = (routes: RouteObject[], options?: RouterOptions) =>
  createRouter(routes, createBrowserHistory(), options);

export const createMemoryRouter = (
  routes: RouteObject[],
  { initialEntries, ...options }: RouterOptions & { initialEntries?: string[] } = {},
) => createRouter(routes, createMemoryHistory(initialEntries), options);
