/**
 * The listening connection comes back after it is lost, and never outlives stop(): not through a retry that was
 * waiting, nor through a connection that was still being opened (both left sockets open after their server closed).
 */
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { listenConnection, type ListenOptions } from './listen-connection.js';

const APP = 'listen-connection-test';
let server: TestServer;
let pool: pg.Pool;
let admin: pg.Client;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: '/nonexistent' });
  // Its own pool only to name the connections this test counts in pg_stat_activity.
  pool = new pg.Pool({ ...server.platform.pool.options, application_name: APP });
  admin = new pg.Client(server.platform.pool.options);
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await pool?.end();
  await server?.stop();
});

const open = async () =>
  Number(
    (await admin.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1`, [APP])).rows[0].n,
  );
const terminate = () =>
  admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [APP]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function options(seen: string[], events: string[]): ListenOptions {
  return {
    channel: 'listen_test',
    what: 'test listener',
    log: pino({ level: 'silent' }),
    onNotification: (payload) => seen.push(payload),
    onReady: async () => void events.push('ready'),
    onLost: () => events.push('lost'),
    retryFirst: true,
  };
}

describe('listen connection', () => {
  it('hears notifications, and again on a new connection after its own was terminated', async () => {
    const seen: string[] = [];
    const events: string[] = [];
    const conn = listenConnection(pool, options(seen, events));
    await conn.ready;
    await admin.query(`NOTIFY listen_test, 'one'`);
    await expect.poll(() => seen).toEqual(['one']);
    await terminate();
    await expect.poll(() => events, { timeout: 5000 }).toEqual(['ready', 'lost', 'ready']);
    await admin.query(`NOTIFY listen_test, 'two'`);
    await expect.poll(() => seen).toEqual(['one', 'two']);
    await conn.stop();
    await expect.poll(open).toBe(0);
  });

  it('opens nothing after stop() when a retry was waiting', async () => {
    const events: string[] = [];
    const conn = listenConnection(pool, options([], events));
    await conn.ready;
    await terminate();
    await expect.poll(() => events).toEqual(['ready', 'lost']);
    await conn.stop();
    await sleep(1500); // past the retry's second
    expect(await open()).toBe(0);
    expect(events).toEqual(['ready', 'lost']);
  });

  it('stop() waits for a connection still being opened, and it is ended', async () => {
    const events: string[] = [];
    const conn = listenConnection(pool, options([], events));
    await conn.stop();
    await conn.ready;
    await sleep(1500);
    expect(await open()).toBe(0);
    expect(conn.current()).toBeNull();
  });
});
