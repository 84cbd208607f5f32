/**
 * Partitions of iot_events, one per UTC day of received_at (migration 0017); the days of the coming week are made as
 * partitioned tables of 24 hourly leaves (migration 0020), which the hourly job orders once closed (ordered-hours.ts).
 * They are made ahead (at start and by the hourly retention job: today and tomorrow) and on demand: an insert that
 * finds no partition for a row's day creates the days of its batch and is retried, so an event with an unusual
 * timestamp (replayed history years back) is stored, never refused. Whole days past retention are dropped. Several instances share one database: every change
 * runs under one transaction-scoped advisory lock, so two instances never create or drop the same partition at once.
 */
import type pg from 'pg';
import { withTransaction } from '../../../platform/db/transaction.js';

/** Arbitrary constant: the advisory lock that serialises partition changes across server instances. */
export const PARTITION_LOCK = 7_206_024;
/** Tomorrow: the hourly job makes it at least 23 hours before it begins; a week ahead would be 150 more leaves. */
export const DAYS_AHEAD = 1;
const DAY_MS = 86_400_000;
const PARTITION_NAME = /^iot_events_p(\d{4})(\d{2})(\d{2})$/;

/** PostgreSQL's error for a row no partition accepts. */
export const isMissingPartition = (err: unknown) =>
  (err as { code?: string }).code === '23514' && /no partition of relation/.test((err as Error).message);

function underLock<T>(pool: pg.Pool, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  return withTransaction(pool, async (c) => {
    // Creating or dropping a partition locks the parent briefly; do not queue ingest behind a long reader for long.
    await c.query(`SET LOCAL lock_timeout = '5s'`);
    await c.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    return work(c);
  });
}

const utcDay = (t: Date) => Math.floor(t.getTime() / DAY_MS) * DAY_MS;

/** Creates the partitions of these times' days that do not exist yet; returns how many it created. */
export async function ensurePartitions(pool: pg.Pool, times: Date[]): Promise<number> {
  const days = [...new Set(times.map(utcDay))].sort((a, b) => a - b);
  if (days.length === 0) return 0;
  // One statement per day, after the lock: each sees partitions that another instance committed while we waited.
  return underLock(pool, async (c) => {
    let created = 0;
    for (const day of days) {
      const { rows } = await c.query<{ n: number }>('SELECT iot_events_create_partitions($1, $1) AS n', [
        new Date(day),
      ]);
      created += rows[0].n;
    }
    return created;
  });
}

/** Today's partition and the next `days` days'. */
export async function createPartitionsAhead(pool: pg.Pool, now = new Date(), days = DAYS_AHEAD): Promise<number> {
  return underLock(pool, async (c) => {
    const { rows } = await c.query<{ n: number }>('SELECT iot_events_create_partitions($1, $2) AS n', [
      now,
      new Date(now.getTime() + days * DAY_MS),
    ]);
    return rows[0].n;
  });
}

/** The day partitions of iot_events with the start of their day, oldest first. */
export async function listPartitions(q: pg.Pool | pg.PoolClient): Promise<Array<{ name: string; day: Date }>> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'iot_events'::regclass ORDER BY c.relname`,
  );
  return rows.flatMap(({ name }) => {
    const m = PARTITION_NAME.exec(name);
    return m ? [{ name, day: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) }] : [];
  });
}

/** Drops the partitions whose whole day is before the cutoff; returns how many events they held. */
export async function dropPartitionsBefore(
  pool: pg.Pool,
  cutoff: Date,
): Promise<{ dropped: string[]; events: number }> {
  return underLock(pool, async (c) => {
    const expired = (await listPartitions(c)).filter((p) => p.day.getTime() + DAY_MS <= cutoff.getTime());
    let events = 0;
    for (const p of expired) {
      // Names come from the catalogue and match PARTITION_NAME: safe to quote as identifiers.
      events += Number((await c.query(`SELECT count(*) AS n FROM "${p.name}"`)).rows[0].n);
      await c.query(`DROP TABLE "${p.name}"`);
    }
    return { dropped: expired.map((p) => p.name), events };
  });
}
