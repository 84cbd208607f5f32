/**
 * Closed days of iot_events rewritten in device order. Events arrive interleaved across devices, so one device's
 * hour is spread over as many heap pages as it has rows: a first page of 101 events read ~105 blocks at 10,000,000
 * events. A day that has ended gets (almost) no new rows, so the hourly job copies it ordered by the window query's
 * index (device, received_at DESC, id DESC) and swaps the copy in as the day's partition: a page then reads a few
 * heap blocks. The day today stays in arrival order.
 *
 * Safety, with several instances on one database: one transaction per day, so a failure leaves the old partition as
 * it was. The old partition is locked SHARE for the copy: readers go on, a late event for that day (a replay) waits
 * and is stored afterwards, in the new partition (nothing is copied from a snapshot that could miss it). The parent
 * is locked ACCESS EXCLUSIVE only for the swap at the end (catalogue changes: the copy carries the day's CHECK, its
 * indexes and its foreign key, so ATTACH neither scans nor builds), waiting at most SWAP_LOCK_WAIT for queries in
 * flight. A late event's insert holds the parent while it waits for the day, so the rewrite gives way (rolls back,
 * tried again next hour) when one is waiting; one that starts waiting in the instant before the swap deadlocks with
 * it, and PostgreSQL fails one of the two: the rewrite, or the insert, which the event writer retries and whose
 * events, unacknowledged, their devices send again. A try-lock lets one instance order at a time. The closed hours of
 * the day still open are ordered the same way, each leaf within its day (ordered-hours.ts).
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from '../../../platform/db/transaction.js';
import { listPartitions } from './partitions.js';

/** Arbitrary constant: the advisory lock held by the instance that is ordering a day. */
export const ORDER_LOCK = 7_206_025;
/** The mark of an ordered day (the partition's comment): a day is ordered once. */
export const ORDERED = 'ordered by device';
/** A day is closed this long after its end: events buffered or in flight at midnight have been written. */
export const DAY_GRACE_MS = 3_600_000;
const SWAP_LOCK_WAIT = '1s';
const DAY_MS = 86_400_000;

/** Closed days not yet ordered, newest first (recent days are the ones read most). */
export async function daysToOrder(pool: pg.Pool, now = new Date()): Promise<Array<{ name: string; day: Date }>> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'iot_events'::regclass AND obj_description(c.oid, 'pg_class') IS DISTINCT FROM $1`,
    [ORDERED],
  );
  const unordered = new Set(rows.map((r) => r.name));
  return (await listPartitions(pool))
    .filter((p) => unordered.has(p.name) && p.day.getTime() + DAY_MS + DAY_GRACE_MS <= now.getTime())
    .reverse();
}

/**
 * Orders the closed days, newest first, until `budgetMs` has passed (the rest wait for the next hour); returns the
 * days it ordered.
 */
export async function orderClosedDays(
  pool: pg.Pool,
  log: Logger,
  opts: { now?: Date; budgetMs?: number } = {},
): Promise<string[]> {
  const days = await daysToOrder(pool, opts.now);
  return orderInTurn(pool, log, 'day', days, (p) => orderDay(pool, p.name, p.day), opts.budgetMs);
}

/**
 * Rewrites partitions (days or hourly leaves) one after another, in the order given, until `budgetMs` (default 5
 * minutes) has passed; stops when another instance is ordering. Returns the names it ordered.
 */
export async function orderInTurn<P extends { name: string }>(
  pool: pg.Pool,
  log: Logger,
  kind: 'day' | 'hour',
  partitions: P[],
  rewrite: (p: P) => Promise<number | 'busy' | 'done'>,
  budgetMs = 5 * 60_000,
): Promise<string[]> {
  const deadline = Date.now() + budgetMs;
  const done: string[] = [];
  for (const p of partitions) {
    if (Date.now() > deadline) break;
    const started = Date.now();
    const rows = await rewrite(p);
    if (rows === 'busy') break; // another instance is ordering
    if (rows === 'done') continue; // ordered, rewritten with its day or dropped meanwhile
    // Hint bits and visibility map set now, not by the first readers of each page.
    await pool.query(`VACUUM "${p.name}"`);
    done.push(p.name);
    log.info({ partition: p.name, events: rows, ms: Date.now() - started }, `event ${kind} ordered by device`);
  }
  return done;
}

/**
 * Rewrites one day's partition in device order and returns its rows; 'busy' when another instance holds the ordering
 * lock, 'done' when the day was ordered or dropped meanwhile. A day of hourly leaves (migration 0020) becomes one
 * plain partition.
 */
export function orderDay(pool: pg.Pool, name: string, day: Date): Promise<number | 'busy' | 'done'> {
  return rewriteInOrder(pool, { parent: 'iot_events', name, from: day, to: new Date(day.getTime() + DAY_MS) });
}

/**
 * Rewrites a partition of `parent` (iot_events, or a day of hourly leaves) that holds [from, to) in device order, as
 * the header says; returns its rows, 'busy' or 'done' as orderDay.
 */
export async function rewriteInOrder(
  pool: pg.Pool,
  p: { parent: string; name: string; from: Date; to: Date },
): Promise<number | 'busy' | 'done'> {
  const { parent, name } = p;
  return withTransaction(pool, async (c) => {
    const { rows: lock } = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [ORDER_LOCK]);
    if (!lock[0].ok) return 'busy';
    // Names come from the catalogue and match the partition patterns: safe to quote as identifiers.
    const { rows: still } = await c.query<{ ordered: boolean }>(
      `SELECT obj_description(to_regclass($1), 'pg_class') IS NOT DISTINCT FROM $2 AS ordered
        WHERE to_regclass($1) IS NOT NULL`,
      [`"${name}"`, ORDERED],
    );
    if (still.length === 0 || still[0].ordered) return 'done';
    const copy = `${name}_ordered`;
    const from = p.from.toISOString();
    const to = p.to.toISOString();
    // Queued behind a writer of the partition, this lock would hold up its next writers too: not for long.
    await c.query(`SET LOCAL lock_timeout = '2s'`);
    await c.query(`LOCK TABLE "${name}" IN SHARE MODE`);
    await c.query(`SET LOCAL lock_timeout = '10s'`);
    // An empty plain leaf (an hour of the night) is marked without a swap, which would lock its parent (today).
    const { rows: empty } = await c.query<{ empty: boolean }>(
      `SELECT relkind = 'r' AND NOT EXISTS (SELECT 1 FROM "${name}") AS empty FROM pg_class WHERE oid = to_regclass($1)`,
      [`"${name}"`],
    );
    if (empty[0].empty) {
      await c.query(`COMMENT ON TABLE "${name}" IS '${ORDERED}'`);
      return 0;
    }
    await c.query(`CREATE TABLE "${copy}" (LIKE iot_events INCLUDING DEFAULTS)`);
    const { rowCount } = await c.query(
      `INSERT INTO "${copy}" SELECT * FROM "${name}" ORDER BY device_id, received_at DESC, id DESC`,
    );
    // The partition's bound as a constraint, so ATTACH need not scan the rows to prove it.
    await c.query(
      `ALTER TABLE "${copy}" ADD CONSTRAINT "${copy}_bound" CHECK (received_at >= '${from}' AND received_at < '${to}')`,
    );
    // The parent's keys and indexes (migration 0017), which ATTACH adopts instead of building.
    await c.query(`ALTER TABLE "${copy}" ADD PRIMARY KEY (id, received_at)`);
    await c.query(`CREATE INDEX ON "${copy}" USING btree (device_id, received_at DESC NULLS LAST, id DESC NULLS LAST)`);
    await c.query(
      `CREATE INDEX ON "${copy}" USING btree (device_id, topic, received_at DESC NULLS LAST, id DESC NULLS LAST)`,
    );
    await c.query(`CREATE INDEX ON "${copy}" USING brin (received_at)`);
    await c.query(
      `ALTER TABLE "${copy}" ADD FOREIGN KEY (device_id) REFERENCES iot_devices (id) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await c.query(`ANALYZE "${copy}"`); // the planner's statistics, which the copy does not carry over
    // A late event waiting for the partition holds its parent: waiting for the parent now would deadlock with it.
    // pg_locks spans the cluster, and databases copied from one template share relation OIDs: this database's only.
    const { rows: waiting } = await c.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'relation' AND relation = to_regclass($1) AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [`"${name}"`],
    );
    if (waiting.length > 0) throw new Error(`late events for ${name} are waiting; it is ordered next time`);
    await c.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_WAIT}'`);
    await c.query(`LOCK TABLE "${parent}" IN ACCESS EXCLUSIVE MODE`);
    await c.query(`ALTER TABLE "${parent}" DETACH PARTITION "${name}"`);
    await c.query(`DROP TABLE "${name}"`);
    await c.query(`ALTER TABLE "${copy}" RENAME TO "${name}"`);
    await c.query(`ALTER TABLE "${parent}" ATTACH PARTITION "${name}" FOR VALUES FROM ('${from}') TO ('${to}')`);
    await c.query(`ALTER TABLE "${name}" DROP CONSTRAINT "${copy}_bound"`);
    await c.query(`COMMENT ON TABLE "${name}" IS '${ORDERED}'`);
    return rowCount ?? 0;
  });
}
