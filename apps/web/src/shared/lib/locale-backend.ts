/**
 * i18next backend reading GET /locales/{namespace}/{lng}.json (spec 3 section 7.6) through a given fetch (the
 * day-long cache of i18n-cache.ts). It replaces i18next-http-backend, which was 4 KB gzip of every page's first
 * load (issue 18) for the one fetch the console needs. Like it, a server error or a network failure lets i18next
 * retry; a missing file (4xx) or a body that is not JSON does not.
 */
import type { BackendModule, ReadCallback } from 'i18next';

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

export class LocaleBackend implements BackendModule<LocaleBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private options?: LocaleBackendOptions;

  init(_services: unknown, options: LocaleBackendOptions): void {
    this.options = options;
  }

  read(lng: string, ns: string, callback: ReadCallback): void {
    if (!this.options) {
      callback(new Error('LocaleBackend used before init'), false);
      return;
    }
    const url = localeUrl(this.options, lng, ns);
    this.options.fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (res) => {
        if (!res.ok) {
          callback(new Error(`GET ${url} failed with ${res.status}`), res.status >= 500);
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(await res.text());
        } catch {
          callback(new Error(`GET ${url} did not answer JSON`), false);
          return;
        }
        callback(null, data as Parameters<ReadCallback>[1]);
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), true),
    );
  }
}
