/**
 * A per-instance cache of reads that the database clears on every instance at commit: each cache names the tables
 * its reads stand on, and a change to any of them (any statement, by any code path, on any instance: the dc_changes
 * triggers of migration 0018) drops everything it holds. What it answers is what the database would answer, as long
 * as the caller synced the change feed after its request arrived (the API's authentication does, once per request):
 * consult it only on request paths behind authentication. Without a listening connection nothing is kept.
 */
import type pg from 'pg';
import { CHANGES_CHANNEL, changeFeedOf } from './change-feed.js';

/** Bounds memory: past this many entries a cache starts over (cheap to refill). */
const MAX_ENTRIES = 10_000;

export interface ReadCache<V> {
  /**
   * The value for `key`: cached, else read. `validUntil` (ms since epoch) bounds how long a value holds when it
   * depends on the clock as well as on the tables (an expiry it counts): past it, it is read again.
   */
  get(key: string, read: () => Promise<V>, validUntil?: (value: V) => number): Promise<V>;
}

export function readCache<V>(pool: pg.Pool, tables: readonly string[]): ReadCache<V> {
  const feed = changeFeedOf(pool);
  if (!feed) return { get: (_key, read) => read() };
  const entries = new Map<string, { value: V; until: number }>();
  const watched = new Set(tables);
  // Bumped by every change heard: a read that started before one may hold what it announced changed, so it is not kept.
  let epoch = 0;
  const clear = () => {
    epoch++;
    entries.clear();
  };
  feed.subscribe({
    channel: CHANGES_CHANNEL,
    notify: (table) => {
      if (watched.has(table)) clear();
    },
    reset: clear,
  });

  return {
    async get(key, read, validUntil) {
      if (feed.listening()) {
        const hit = entries.get(key);
        if (hit && hit.until > Date.now()) return hit.value;
      }
      const since = epoch;
      const value = await read();
      if (feed.listening() && since === epoch) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, until: validUntil?.(value) ?? Infinity });
      }
      return value;
    },
  };
}
