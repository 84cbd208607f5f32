/**
 * Translation files cached locally for one day (spec 3 section 7.6: translation cache expiry 1 day). The
 * backend's URLs carry a cache-busting timestamp; the cache is keyed by the path without it.
 */
import { TRANSLATION_CACHE_MS } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from './storage';

export const I18N_CACHE_PREFIX = 'I18N_CACHE:';

interface Entry {
  savedAt: number;
  body: string;
}

const cacheKey = (url: string) => `${I18N_CACHE_PREFIX}${new URL(url, 'http://x').pathname}`;

export function createCachedFetch(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  storage: KeyValueStorage = localStorage,
  now: () => number = Date.now,
) {
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const key = cacheKey(url);
    const cached = readJson<Entry>(key, storage);
    if (cached && typeof cached.body === 'string' && now() - cached.savedAt < TRANSLATION_CACHE_MS) {
      return new Response(cached.body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    const res = await fetchImpl(url, init);
    if (res.ok) {
      const body = await res.clone().text();
      try {
        writeJson(key, { savedAt: now(), body } satisfies Entry, storage);
      } catch {
        // A full storage only costs the cache.
      }
    }
    return res;
  };
}
