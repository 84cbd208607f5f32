/**
 * The day partitions of iot_events (migration 0017): an existing database's events move into them on upgrade, an
 * event of any day is stored (its partition made on demand), two instances changing partitions at once do not
 * collide, and retention drops whole past days and deletes the older rows of the day that straddles the cutoff.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, runMigrations } from '../../../platform/db/migrate.js';
import { createLogger } from '../../../platform/logging.js';
import { createTestDatabase } from '../../../test/harness.js';
import { addDevices } from '../../../test/iot-devices.js';
import { insertEvents } from '../iot-events.repository.js';
import type { EventRecord } from './event-writer.js';
import { createPartitionsAhead, ensurePartitions, listPartitions } from './partitions.js';
import { pruneExpiredEvents } from './retention.js';

const DAY = 86_400_000;
const BEFORE_PARTITIONING = 17; // migrations 0000-0016

/** A database migrated up to 0016 (events in the plain table), as a server of the previous release left it. */
let poolUrl: string;
async function previousReleaseDatabase(): Promise<pg.Pool> {
  poolUrl = await createTestDatabase({ empty: true });
  const pool = new pg.Pool({ connectionString: poolUrl, max: 4 });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-migrations-'));
  const full = migrationsFolder();
  const journal = JSON.parse(await fs.readFile(path.join(full, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  journal.entries = journal.entries.filter((e) => e.idx < BEFORE_PARTITIONING);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) await fs.copyFile(path.join(full, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  const client = await pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: dir });
  } finally {
    client.release();
    await fs.rm(dir, { recursive: true });
  }
  return pool;
}

const event = (deviceId: string, receivedAt: Date, n = 0): EventRecord => ({
  deviceId,
  traceId: randomUUID(),
  topic: 't',
  clientId: 'c',
  receivedAt,
  payload: Buffer.from(String(n)),
  qos: 1,
  messageName: null,
  port: null,
});

const partitioned = async (pool: pg.Pool) =>
  (await pool.query(`SELECT relkind FROM pg_class WHERE oid = 'iot_events'::regclass`)).rows[0].relkind === 'p';

describe('iot_events partitions', () => {
  let pool: pg.Pool;
  let device: string;
  const log = createLogger('silent');

  beforeAll(async () => {
    pool = await previousReleaseDatabase();
    [device] = await addDevices(pool, 1, 'Partitions');
  });
  afterAll(async () => pool?.end());

  it('upgrading moves the existing events into day partitions, keeping their ids, and ids continue after them', async () => {
    expect(await partitioned(pool)).toBe(false);
    const now = Date.now();
    const times = [now - 40 * DAY, now - 3 * DAY, now - 3 * DAY + 60_000, now - 60_000, Date.UTC(2001, 0, 1)];
    await pool.query(
      `INSERT INTO iot_events (device_id, trace_id, topic, client_id, received_at, payload, qos)
       SELECT $1, gen_random_uuid(), 't', 'c', t, '\\x00', 1 FROM unnest($2::timestamptz[]) t`,
      [device, times.map((t) => new Date(t))],
    );
    const before = (await pool.query(`SELECT id::text, received_at FROM iot_events ORDER BY id`)).rows;

    await runMigrations(pool);

    expect(await partitioned(pool)).toBe(true);
    expect((await pool.query(`SELECT id::text, received_at FROM iot_events ORDER BY id`)).rows).toEqual(before);
    const days = (await listPartitions(pool)).map((p) => p.day.getTime());
    for (const t of times) expect(days).toContain(Math.floor(t / DAY) * DAY);
    expect(days).toContain(Math.floor((now + DAY) / DAY) * DAY); // tomorrow (0020: days ahead have hourly leaves)
    expect(days).not.toContain(Date.UTC(2001, 0, 2)); // only days with events, not the years between
    await insertEvents(pool, [event(device, new Date())]);
    const { rows } = await pool.query(`SELECT max(id)::text AS id FROM iot_events`);
    expect(BigInt(rows[0].id)).toBe(BigInt(before.at(-1).id) + 1n);
  });

  it('stores events of days without a partition (far past, far future), creating their days', async () => {
    const odd = [new Date(Date.UTC(1971, 5, 1, 12)), new Date(Date.UTC(2140, 0, 1)), new Date()];
    await insertEvents(
      pool,
      odd.map((t, i) => event(device, t, i)),
    );
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM iot_events WHERE received_at = ANY($1::timestamptz[])`,
      [odd],
    );
    expect(Number(rows[0].n)).toBe(3);
    const names = (await listPartitions(pool)).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['iot_events_p19710601', 'iot_events_p21400101']));
  });

  it('lets several instances create the same partitions at once', async () => {
    // Each "instance" its own pool, all making the same month of days while inserting into it.
    const instances = Array.from({ length: 3 }, () => new pg.Pool({ connectionString: poolUrl, max: 3 }));
    try {
      const start = Date.UTC(2150, 0, 1);
      const days = Array.from({ length: 30 }, (_, i) => new Date(start + i * DAY + 3_600_000));
      const created = await Promise.all(
        instances.flatMap((p) => [
          ensurePartitions(p, days),
          createPartitionsAhead(p, days[0], 29),
          insertEvents(
            p,
            days.map((d) => event(device, d)),
          ).then(() => 0),
        ]),
      );
      expect(created.reduce((a, b) => a + b, 0)).toBe(30);
      expect((await listPartitions(pool)).filter((p) => p.name.startsWith('iot_events_p2150'))).toHaveLength(30);
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM iot_events WHERE received_at >= '2150-01-01'`);
      expect(rows[0].n).toBe(90);
    } finally {
      await Promise.all(instances.map((p) => p.end()));
    }
  });

  it('retention drops whole days past the cutoff and deletes the older rows of the day that straddles it', async () => {
    await pool.query(`DELETE FROM iot_events WHERE received_at > now()`);
    const now = Date.now();
    const cutoff = now - 3 * DAY;
    const cutDay = Math.floor(cutoff / DAY) * DAY;
    // Rows on both sides of the cutoff inside its own day (unless the cutoff is at the very start of a day).
    const straddling = [cutDay, cutoff - 1000, cutoff + 60_000, cutDay + DAY - 1].filter((t) => t < now);
    await insertEvents(
      pool,
      [now - 10 * DAY, now - 5 * DAY, ...straddling, now - DAY, now].map((t) => event(device, new Date(t))),
    );
    const old = Number(
      (await pool.query(`SELECT count(*) AS n FROM iot_events WHERE received_at < now() - interval '3 days'`)).rows[0]
        .n,
    );
    const total = Number((await pool.query(`SELECT count(*) AS n FROM iot_events`)).rows[0].n);
    expect(old).toBeGreaterThan(3);

    expect(await pruneExpiredEvents(pool, 3, log)).toBe(old);

    const { rows } = await pool.query<{ n: string; oldest: Date }>(
      `SELECT count(*) AS n, min(received_at) AS oldest FROM iot_events`,
    );
    expect(Number(rows[0].n)).toBe(total - old);
    expect(rows[0].oldest.getTime()).toBeGreaterThanOrEqual(cutoff - 1000);
    const days = (await listPartitions(pool)).map((p) => p.day.getTime());
    expect(Math.min(...days)).toBe(cutDay); // every earlier day dropped, the straddling one kept
  });
});
