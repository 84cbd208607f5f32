/**
 * Per-instance cache of what every API call checks besides the token's signature: that its session is still open
 * and who its user is (two queries per call before). It never delays a sign-out: the database tells every instance
 * at commit, by NOTIFY from triggers (migration 0016), whenever a session row or a user row changes or goes, by
 * any code path. Without a listening connection (lost, or not yet back) nothing is cached: every call reads the
 * database, as before.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { listenConnection } from '../platform/db/listen-connection.js';

export const AUTH_CHANNEL = 'dc_auth';
/** Bounds memory: past this many entries a map starts over (cheap to refill). */
const MAX_ENTRIES = 50_000;

export interface AuthCache {
  /** Whether the session is open: from the cache, else from `read` (expiry in ms since epoch, null: none). */
  sessionOpen(uid: string, read: () => Promise<{ open: boolean; expiresAt: number | null }>): Promise<boolean>;
  /** The user by id: from the cache, else from `read` (absent users are not cached). */
  user<U>(id: string, read: () => Promise<U | undefined>): Promise<U | undefined>;
  /**
   * Waits until every notification committed before this call has reached this instance (one round trip on the
   * listening connection, shared by the calls that arrive meanwhile): call it before trusting what is cached.
   */
  sync(): Promise<void>;
  /** Forgets one key at once (this instance's own changes need not wait for the notification). */
  forget(key: string): void;
  stop(): Promise<void>;
}

export async function startAuthCache(pool: pg.Pool, log: Logger): Promise<AuthCache> {
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
  const keep = <V>(map: Map<string, V>, key: string, value: V, since: number) => {
    if (!listening() || since !== epoch) return;
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, value);
  };

  const connection = listenConnection(pool, {
    channel: AUTH_CHANNEL,
    what: 'auth cache listener',
    log,
    onNotification: forget,
    // Whatever changed while nobody listened is unknown: start empty.
    onReady: async () => clear(),
    onLost: clear,
    retryFirst: true,
  });
  await connection.ready;
  const listening = () => connection.current() !== null;

  // PostgreSQL sends a listening session its pending notifications before it answers a query, so once `SELECT 1`
  // returns, whatever committed before it was sent has been applied. One ping at a time; calls that come while one
  // runs share the next (the running one may have started before their commit).
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const ping = (): Promise<void> => {
    const client = connection.current();
    if (!client) return Promise.resolve();
    const round: Promise<void> = client
      .query('SELECT 1')
      .then(
        () => undefined,
        // The listener is gone or broken: nothing cached can be trusted.
        () => connection.lost(client),
      )
      .then(() => {
        if (running === round) running = null;
      });
    running = round;
    return round;
  };
  const sync = (): Promise<void> => {
    if (!listening()) return Promise.resolve();
    if (queued) return queued;
    if (!running) return ping();
    queued = running.then(() => {
      queued = null;
      return ping();
    });
    return queued;
  };

  return {
    sync,
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
    async stop() {
      clear();
      await connection.stop();
    },
  };
}
