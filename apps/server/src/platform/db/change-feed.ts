/**
 * The database's change feed: one listening connection per pool, on which every per-instance cache hears at commit
 * what changed on any instance (NOTIFY from triggers: migration 0016 for sessions and users on dc_auth, migration
 * 0018 for the tables the read caches stand on, on dc_changes), and `sync()`, the round trip after which whatever
 * committed before it has been heard. The API's authentication syncs once per request (identity/authenticate.ts),
 * so every cache consulted after it answers what the database would: a change committed before a call, on any
 * instance, is seen by that call.
 *
 * Started on first use for pools opened by openDatabase (which offers it and stops it before the pool); any other
 * pool has none, and its caches read the database every time.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { listenConnection } from './listen-connection.js';

/** Sessions and users changed (payload `session:<uid>` or `user:<id>`; migration 0016). */
export const AUTH_CHANNEL = 'dc_auth';
/** A table read caches stand on changed (payload: the table's name; migration 0018). */
export const CHANGES_CHANNEL = 'dc_changes';

export interface ChangeListener {
  channel: typeof AUTH_CHANNEL | typeof CHANGES_CHANNEL;
  notify(payload: string): void;
  /** The connection was lost, or a new one is ready: whatever changed meanwhile is unknown, so start empty. */
  reset(): void;
}

export interface ChangeFeed {
  /** Settles after the first attempt to listen (a failed one is retried every second). */
  ready: Promise<void>;
  /** Whether a connection listens now: without one nothing may be cached. */
  listening(): boolean;
  /**
   * Waits until every notification committed before this call has reached this instance (one round trip on the
   * listening connection, shared by the calls that arrive meanwhile): call it before trusting what is cached.
   */
  sync(): Promise<void>;
  subscribe(listener: ChangeListener): void;
}

interface Offered {
  log: Logger;
  feed?: ChangeFeed & { stop(): Promise<void> };
}
const offered = new WeakMap<pg.Pool, Offered>();

/** openDatabase's part: the pool gets a feed on first use; the returned function stops it (call before pool.end). */
export function offerChangeFeed(pool: pg.Pool, log: Logger): () => Promise<void> {
  const entry: Offered = { log };
  offered.set(pool, entry);
  return async () => {
    offered.delete(pool);
    await entry.feed?.stop();
  };
}

/** The pool's change feed, started now if it was not (undefined: a pool openDatabase did not open). */
export function changeFeedOf(pool: pg.Pool): ChangeFeed | undefined {
  const entry = offered.get(pool);
  if (!entry) return undefined;
  entry.feed ??= startChangeFeed(pool, entry.log);
  return entry.feed;
}

function startChangeFeed(pool: pg.Pool, log: Logger): ChangeFeed & { stop(): Promise<void> } {
  const listeners: ChangeListener[] = [];
  const reset = () => {
    for (const l of listeners) l.reset();
  };
  const connection = listenConnection(pool, {
    channel: [AUTH_CHANNEL, CHANGES_CHANNEL],
    what: 'change feed listener',
    log,
    onNotification: (payload, channel) => {
      for (const l of listeners) if (l.channel === channel) l.notify(payload);
    },
    onReady: async () => reset(),
    onLost: reset,
    retryFirst: true,
  });
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
    ready: connection.ready,
    listening,
    sync,
    subscribe: (listener) => void listeners.push(listener),
    async stop() {
      reset();
      await connection.stop();
    },
  };
}
