/**
 * Per-instance cache of what every API call checks besides the token's signature: that its session is still open
 * and who its user is (two queries per call before). It never delays a sign-out: the database tells every instance
 * at commit, by NOTIFY from triggers (migration 0016), whenever a session row or a user row changes or goes, by
 * any code path; authentication syncs the change feed before it reads here (authenticate.ts). Without a listening
 * connection (lost, or not yet back) nothing is cached: every call reads the database, as before.
 */
import type pg from 'pg';
import { AUTH_CHANNEL, changeFeedOf } from '../platform/db/change-feed.js';

/** Bounds memory: past this many entries a map starts over (cheap to refill). */
const MAX_ENTRIES = 50_000;

export interface AuthCache {
  /** Whether the session is open: from the cache, else from `read` (expiry in ms since epoch, null: none). */
  sessionOpen(uid: string, read: () => Promise<{ open: boolean; expiresAt: number | null }>): Promise<boolean>;
  /** The user by id: from the cache, else from `read` (absent users are not cached). */
  user<U>(id: string, read: () => Promise<U | undefined>): Promise<U | undefined>;
  /** Forgets one key at once (this instance's own changes need not wait for the notification). */
  forget(key: string): void;
  stop(): void;
}

export async function startAuthCache(pool: pg.Pool): Promise<AuthCache> {
  const sessions = new Map<string, number | null>();
  const users = new Map<string, unknown>();
  // Bumped by every notification: a read that started before one may hold what it announced gone, so it is not kept.
  let epoch = 0;

  const clear = () => {
    epoch++;
    sessions.clear();
    users.clear();
  };
  const forget = (key: string) => {
    epoch++;
    if (key.startsWith('session:')) sessions.delete(key.slice(8));
    else if (key.startsWith('user:')) users.delete(key.slice(5));
    else clear();
  };
  // The database's one listening connection (change-feed.ts); a pool without one caches nothing.
  const feed = changeFeedOf(pool);
  feed?.subscribe({ channel: AUTH_CHANNEL, notify: forget, reset: clear });
  await feed?.ready;
  const listening = () => feed?.listening() ?? false;
  const keep = <V>(map: Map<string, V>, key: string, value: V, since: number) => {
    if (!listening() || since !== epoch) return;
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, value);
  };

  return {
    async sessionOpen(uid, read) {
      if (listening() && sessions.has(uid)) {
        const expiresAt = sessions.get(uid) ?? null;
        if (expiresAt === null || expiresAt > Date.now()) return true;
        sessions.delete(uid);
      }
      const since = epoch;
      const found = await read();
      if (found.open) keep(sessions, uid, found.expiresAt, since);
      return found.open;
    },
    async user<U>(id: string, read: () => Promise<U | undefined>) {
      if (listening() && users.has(id)) return users.get(id) as U;
      const since = epoch;
      const found = await read();
      if (found) keep(users, id, found, since);
      return found;
    },
    forget,
    // The feed belongs to the database (stopped with it); a stopped cache only forgets.
    stop: clear,
  };
}
