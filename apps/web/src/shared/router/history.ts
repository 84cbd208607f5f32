/** Where the router is and how it moves: the browser's History API, or a list in memory for tests. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (Navigate's and navigate's `state`). */
  state: unknown;
  /** Tells two visits of the same URL apart. */
  key: string;
}

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  /** Calls back on Back and Forward (not on push or replace). */
  listen(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Splits a path such as '/a?b=1#c' into its parts. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  pathname + (search === '?' ? '' : search) + hash;

interface StoredState {
  usr: unknown;
  key: string;
}

export function createBrowserHistory(): History {
  const read = (): Location => {
    const stored = (window.history.state ?? null) as Partial<StoredState> | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: stored?.usr ?? null, key: stored?.key ?? 'default' };
  };
  const write = (path: string, state: unknown, replace: boolean) => {
    const stored: StoredState = { usr: state, key: newKey() };
    if (replace) window.history.replaceState(stored, '', path);
    else {
      try {
        window.history.pushState(stored, '', path);
      } catch {
        // Safari limits pushState calls; a full load still reaches the page.
        window.location.assign(path);
      }
    }
  };
  return {
    get location() {
      return read();
    },
    push: (path, state) => write(path, state, false),
    replace: (path, state) => write(path, state, true),
    listen(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const toLocation = (path: string, state: unknown, key: string): Location => ({ ...parsePath(path), state, key });
  const entries = initialEntries.map((path, i) => toLocation(path, null, i === 0 ? 'default' : newKey()));
  let index = entries.length - 1;
  return {
    get location() {
      return entries[index];
    },
    push(path, state) {
      entries.splice(index + 1, entries.length, toLocation(path, state, newKey()));
      index += 1;
    },
    replace(path, state) {
      entries[index] = toLocation(path, state, newKey());
    },
    listen: () => () => {},
  };
}
