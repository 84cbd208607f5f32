/**
 * A dedicated PostgreSQL connection that LISTENs on one channel (or several) and comes back a second after it is lost (a
 * database restart). Not a pool client: one held forever would shrink the pool and make pool.end() wait for it.
 * stop() cancels a waiting retry, waits for an attempt under way (it ends its connection when it sees the stop) and
 * ends the current connection: a retry that fired after its server closed used to open a connection nobody would
 * end (CI's leak guard found sockets left open by eight server test files).
 */
import pg from 'pg';
import type { Logger } from 'pino';

export interface ListenOptions {
  /** One channel, or several heard on the same connection (change-feed.ts). */
  channel: string | readonly string[];
  /** Names the connection in log lines. */
  what: string;
  log: Logger;
  onNotification(payload: string, channel: string): void;
  /** Runs on each new connection after LISTEN and before it becomes current (e.g. re-take session locks). */
  onReady?(client: pg.Client): Promise<void>;
  /** The current connection was lost: whatever it vouched for is unknown until the next one is ready. */
  onLost?(): void;
  /** Whether a failed first attempt is retried (true) or only reported through `ready` (false). */
  retryFirst: boolean;
}

export interface ListenConnection {
  /** Settles after the first attempt; rejects with its error. */
  ready: Promise<void>;
  /** The listening connection, or null while there is none. */
  current(): pg.Client | null;
  /** Gives up a connection found broken by its user: it is ended and a new one is opened. */
  lost(client: pg.Client): void;
  stop(): Promise<void>;
}

const RETRY_MS = 1000;

export function listenConnection(pool: pg.Pool, options: ListenOptions): ListenConnection {
  const { what, log } = options;
  const channels = new Set(typeof options.channel === 'string' ? [options.channel] : options.channel);
  let current: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  const attempts = new Set<Promise<void>>();

  const retryLater = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = null;
      attempt().catch(retryLater);
    }, RETRY_MS);
    retry.unref();
  };
  const lost = (client: pg.Client) => {
    client.end().catch(() => undefined);
    if (current === client) {
      current = null;
      options.onLost?.();
    }
    retryLater();
  };

  async function open(): Promise<void> {
    if (closing) return;
    const client = new pg.Client(pool.options);
    client.on('notification', (n) => {
      if (channels.has(n.channel)) options.onNotification(n.payload ?? '', n.channel);
    });
    client.on('error', (err) => {
      log.warn({ err }, `${what} lost its connection; reconnecting`);
      lost(client);
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
      await options.onReady?.(client);
    } catch (err) {
      // Not awaited: ending a connection that never opened may never report its end.
      client.end().catch(() => undefined);
      throw err;
    }
    if (closing) await client.end().catch(() => undefined);
    else current = client;
  }

  function attempt(): Promise<void> {
    const p = open();
    attempts.add(p);
    void p.catch(() => undefined).finally(() => attempts.delete(p));
    return p;
  }

  const ready = attempt().catch((err: unknown) => {
    if (!options.retryFirst) throw err;
    log.warn({ err }, `${what} could not listen; retrying`);
    retryLater();
  });
  return {
    ready,
    current: () => current,
    lost,
    async stop() {
      closing = true;
      if (retry) clearTimeout(retry);
      await Promise.allSettled([...attempts]);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
