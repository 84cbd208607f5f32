/**
 * Reads GET /locales/{namespace}/{lng}.json (spec 3 section 7.6) through a given fetch (the day-long cache of
 * i18n-cache.ts) for the console's translations (shared/i18n). As i18next's HTTP backend did, a server error or a
 * network failure may be tried again; a missing file (4xx) or a body that is not JSON may not.
 */
import type { LoadNamespace, Resource } from '../i18n';

export interface LocaleBackendOptions {
  /** With {{ns}} and {{lng}}, e.g. /locales/{{ns}}/{{lng}}.json. */
  loadPath: string;
  /** Added to every URL (the cache-busting timestamp). */
  query?: Record<string, string>;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

export function localeUrl(options: LocaleBackendOptions, lng: string, ns: string): string {
  const path = options.loadPath.replace('{{lng}}', encodeURIComponent(lng)).replace('{{ns}}', encodeURIComponent(ns));
  const qs = new URLSearchParams(options.query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** A failed read; `retry` says whether trying again may help. */
export class LocaleReadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export function localeLoader(options: LocaleBackendOptions): LoadNamespace {
  return async (lng, ns) => {
    const url = localeUrl(options, lng, ns);
    let res: Response;
    try {
      res = await options.fetch(url, { headers: { Accept: 'application/json' } });
    } catch (err) {
      throw new LocaleReadError(`GET ${url} failed: ${String(err)}`, true);
    }
    if (!res.ok) throw new LocaleReadError(`GET ${url} failed with ${res.status}`, res.status >= 500);
    try {
      return JSON.parse(await res.text()) as Resource;
    } catch {
      throw new LocaleReadError(`GET ${url} did not answer JSON`, false);
    }
  };
}
