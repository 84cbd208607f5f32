/**
 * The POST cache of spec 3 section 7.6: results of a cached POST are kept per URL (here: per URL and caller),
 * merged by requestId, and shown first while the fresh answer loads. Cleared on sign-out with the other keys.
 */
import { STORAGE_KEYS } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from './storage';

type Cache = Record<string, Record<string, unknown>>;

export function readPostCache<T>(key: string, storage: KeyValueStorage = localStorage): Record<string, T> {
  return ((readJson<Cache>(STORAGE_KEYS.postCache, storage) ?? {})[key] ?? {}) as Record<string, T>;
}

export function mergePostCache<T extends { requestId: string }>(
  key: string,
  results: readonly T[],
  storage: KeyValueStorage = localStorage,
): void {
  const cache = readJson<Cache>(STORAGE_KEYS.postCache, storage) ?? {};
  const entry = { ...(cache[key] ?? {}) };
  for (const r of results) entry[r.requestId] = r;
  writeJson(STORAGE_KEYS.postCache, { ...cache, [key]: entry }, storage);
}
