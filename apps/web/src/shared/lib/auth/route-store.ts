/** The route a login started from, restored after /callback (spec 1 sections 2.1 and 4.1). */
import { STORAGE_KEYS } from '@dc/contracts';
import { paths } from '../../config/paths';
import { readJson, writeJson, type KeyValueStorage } from '../storage';

export interface StoredRoute {
  path: string;
  params: Record<string, string>;
  query: string;
}

// Per tab: two tabs signing in at once must not swap their return routes.
const store = (): KeyValueStorage => sessionStorage;

export function storeRoute(
  location: { pathname: string; search: string },
  params: Record<string, string | undefined> = {},
  storage: KeyValueStorage = store(),
): void {
  const clean = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  writeJson(STORAGE_KEYS.storedRoute, { path: location.pathname, params: clean, query: location.search }, storage);
}

export const readStoredRoute = (storage: KeyValueStorage = store()): StoredRoute | undefined =>
  readJson<StoredRoute>(STORAGE_KEYS.storedRoute, storage);

export const clearStoredRoute = (storage: KeyValueStorage = store()): void =>
  storage.removeItem(STORAGE_KEYS.storedRoute);

const HOME_INSTEAD = new Set<string>([paths.root, paths.landing, paths.callback]);

/** Where the callback goes: the stored route with its query, or home when none or it was the landing page. */
export function postLoginTarget(stored: StoredRoute | undefined): string {
  if (!stored || typeof stored.path !== 'string' || !stored.path.startsWith('/')) return paths.home;
  if (HOME_INSTEAD.has(stored.path.replace(/\/+$/, '') || '/')) return paths.home;
  // Only same-origin paths: "//host" would leave the console.
  if (stored.path.startsWith('//')) return paths.home;
  const query = stored.query && !stored.query.startsWith('?') ? `?${stored.query}` : (stored.query ?? '');
  return `${stored.path}${query}`;
}
