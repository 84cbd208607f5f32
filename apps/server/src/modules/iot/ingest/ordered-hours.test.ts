/**
 * Closed hours of an open day rewritten in device order (ordered-hours.ts), on tomorrow's day of hourly leaves with
 * the clock given: an hour is ordered only once it has closed and its grace passed; the window query answers the same
 * pages (rows, order, bookmarks) before and after, still from the index without a sort; a late event for an hour being
 * ordered is kept while the current hour's ingest goes on; two instances order an hour once; the day rewrite makes
 * the day one plain partition, and retention drops a day of hourly leaves whole.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logging.js';
import { createTestDatabase } from '../../../test/harness.js';
import {
  addDevices,
  dayPartitionName as dayName,
  deviceEvent as event,
  lockAwaited,
} from '../../../test/iot-devices.js';
import { eventWindowQuery, findEvents, insertEvents } from '../iot-events.repository.js';
import { daysToOrder, ORDERED, orderDay } from './ordered-days.js';
import { hoursToOrder, orderClosedHours, orderHour } from './ordered-hours.js';
import { dropPartitionsBefore, ensurePartitions } from './partitions.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const MIN = 60_000;
const log = createLogger('silent');

const leafName = (t: number) => `${dayName(t)}_${String(new Date(t).getUTCHours()).padStart(2, '0')}`;
const count = async (pool: pg.Pool, from: number, to: number) =>
  (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM iot_events WHERE received_at >= $1 AND received_at < $2`,
      [new Date(from), new Date(to)],
    )
  ).rows[0].n;
const relkind = async (pool: pg.Pool, name: string) =>
  (
    await pool.query<{ k: string | null }>(`SELECT (SELECT relkind FROM pg_class WHERE oid = to_regclass($1)) AS k`, [
      `"${name}"`,
    ])
  ).rows[0].k;

describe('closed event hours of an open day ordered by device', () => {
  let pool: pg.Pool;
  let devices: string[];
  // Tomorrow: a day of hourly leaves (made ahead), read here with the clock set inside it.
  const day = Math.floor(Date.now() / DAY) * DAY + DAY;
  const at = (ms: number) => new Date(day + ms);

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 6 });
    devices = await addDevices(pool, 5, 'Hours');
    await ensurePartitions(pool, [new Date(day)]);
    // Interleaved as they arrive, over the first six hours, with several events in the same millisecond.
    const events = Array.from({ length: 3000 }, (_, i) =>
      event(devices[i % devices.length], at(Math.floor(i / 2) * Math.floor((6 * HOUR) / 1500)), i),
    );
    await insertEvents(pool, events);
  });
  afterAll(async () => pool?.end());

  it('is a day of 24 hourly leaves, and orders an hour only after it closed and its grace passed', async () => {
    expect(await relkind(pool, dayName(day))).toBe('p');
    expect(await relkind(pool, leafName(day + 23 * HOUR))).toBe('r');
    // Today's closed hours are due too when the clock is set in tomorrow's first hour: only this day's are looked at.
    const due = async (ms: number) =>
      (await hoursToOrder(pool, at(ms))).map((h) => h.name).filter((n) => n.startsWith(dayName(day)));
    expect(await due(5 * HOUR + 14 * MIN)).toEqual([3, 2, 1, 0].map((h) => leafName(day + h * HOUR)));
    expect(await due(5 * HOUR + 15 * MIN)).toEqual([4, 3, 2, 1, 0].map((h) => leafName(day + h * HOUR)));
    expect(await due(14 * MIN)).toEqual([]);
    // A closed day is left to the day rewrite, which orders it whole.
    expect(await due(DAY + HOUR)).toEqual([]);
    expect((await daysToOrder(pool, at(5 * HOUR + 20 * MIN))).map((p) => p.name)).not.toContain(dayName(day));
    expect((await daysToOrder(pool, at(DAY + HOUR))).map((p) => p.name)).toContain(dayName(day));
  });

  it('answers the same pages before and after, from the index in order without a sort', async () => {
    const pages = async (deviceId: string) => {
      const out: unknown[] = [];
      let before: [string, string] | undefined;
      for (;;) {
        const rows = await findEvents(pool, {
          deviceIds: [deviceId],
          start: at(HOUR + 30 * MIN),
          end: at(3 * HOUR + 30 * MIN),
          before,
          limit: 7,
        });
        const page = rows.slice(0, 7);
        out.push({ page, bookmark: before });
        if (rows.length <= 7) return out;
        before = [page[6].receivedAt.toISOString(), page[6].id];
      }
    };
    const before = await Promise.all(devices.map(pages));
    expect(before[0].length).toBeGreaterThan(10);
    const leaf = leafName(day + 2 * HOUR);
    const arrival = await pool.query(`SELECT device_id FROM "${leaf}" ORDER BY ctid LIMIT 2`);
    expect(arrival.rows[0].device_id).not.toBe(arrival.rows[1].device_id); // interleaved before

    const ordered = await orderClosedHours(pool, log, { now: at(5 * HOUR + 20 * MIN) });

    expect(ordered).toEqual([4, 3, 2, 1, 0].map((h) => leafName(day + h * HOUR)));
    expect(await Promise.all(devices.map(pages))).toEqual(before);
    // Device by device in the heap now; a leaf of the day with the parent's indexes, marked; the open hour untouched.
    const { rows: stored } = await pool.query<{ device_id: string; received_at: Date; id: string }>(
      `SELECT device_id, received_at, id::text FROM "${leaf}" ORDER BY ctid`,
    );
    const sorted = [...stored].sort(
      (a, b) =>
        a.device_id.localeCompare(b.device_id) ||
        b.received_at.getTime() - a.received_at.getTime() ||
        Number(BigInt(b.id) - BigInt(a.id)),
    );
    expect(stored.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    const { rows: idx } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_index x JOIN pg_inherits i ON i.inhrelid = x.indexrelid
        WHERE x.indrelid = to_regclass($1)`,
      [`"${leaf}"`],
    );
    expect(idx[0].n).toBe(4);
    const { rows: parent } = await pool.query<{ p: string; c: string }>(
      `SELECT i.inhparent::regclass::text AS p, obj_description(i.inhrelid, 'pg_class') AS c
         FROM pg_inherits i WHERE i.inhrelid = to_regclass($1)`,
      [`"${leaf}"`],
    );
    expect(parent[0]).toEqual({ p: dayName(day), c: ORDERED });
    expect((await hoursToOrder(pool, at(5 * HOUR + 20 * MIN))).map((h) => h.name)).toEqual([]);
    expect((await hoursToOrder(pool, at(6 * HOUR + 20 * MIN))).map((h) => h.name)).toEqual([leafName(day + 5 * HOUR)]);

    // With sorting priced out, a plan that still sorts has no index that gives the ORDER BY (iot-events.test.ts).
    const q = eventWindowQuery({
      deviceIds: [devices[0]],
      start: at(HOUR + 30 * MIN),
      end: at(2 * HOUR + 30 * MIN),
      limit: 100,
    });
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SET LOCAL enable_sort = off');
      await c.query('SET LOCAL enable_seqscan = off');
      const plan = (await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) ${q.text}`, q.values)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(new RegExp(`Index Scan using \\S+ on ${leafName(day + HOUR)} `));
      expect(plan).toMatch(new RegExp(`Index Scan using \\S+ on ${leafName(day + 2 * HOUR)} `));
      expect(plan).not.toMatch(/(^|->\s+)(Incremental )?Sort\b/m);
      expect(plan).not.toMatch(new RegExp(`${leafName(day)}|${leafName(day + 3 * HOUR)}`)); // two leaves read
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
  });

  it('keeps a late event for an hour being ordered, while the current hour is written; two instances order it once', async () => {
    const hour = day + 5 * HOUR;
    const n = await count(pool, hour, hour + HOUR);
    const waitingOn = (table: string) => lockAwaited(pool, table);
    // Hold the rewrite after its copy (its foreign key needs iot_devices), and send events then.
    const hold = await pool.connect();
    await hold.query('BEGIN');
    await hold.query('LOCK TABLE iot_devices IN ROW EXCLUSIVE MODE');
    const rewrite = orderHour(pool, { name: leafName(hour), day: dayName(day), hour: new Date(hour) }).catch(
      (err: Error) => err.message,
    );
    await until(() => waitingOn('iot_devices'));
    // The next hour's events are stored meanwhile: only the hour being copied is held.
    await insertEvents(pool, [event(devices[1], new Date(hour + HOUR + MIN), 1)]);
    let stored = false;
    const insert = insertEvents(pool, [event(devices[0], new Date(hour + HOUR - 1000), 99_999)]).then(
      () => (stored = true),
    );
    await until(async () => stored || (await waitingOn(leafName(hour))));
    await hold.query('COMMIT');
    hold.release();
    expect(await rewrite).toMatch(/late events .* are waiting/);
    await insert;
    expect(await count(pool, hour, hour + HOUR)).toBe(n + 1);

    const instances = Array.from({ length: 2 }, () => new pg.Pool({ connectionString: poolUrl(pool), max: 2 }));
    try {
      const runs = await Promise.all(instances.map((p) => orderClosedHours(p, log, { now: at(6 * HOUR + 20 * MIN) })));
      expect(runs.flat().filter((name) => name === leafName(hour))).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((p) => p.end()));
    }
    expect(await count(pool, hour, hour + HOUR)).toBe(n + 1);
    expect((await hoursToOrder(pool, at(6 * HOUR + 20 * MIN))).map((h) => h.name)).not.toContain(leafName(hour));
    // An hour without events is marked, not swapped (a swap locks the whole day, ingest included).
    const oid = async (name: string) => (await pool.query(`SELECT to_regclass($1)::oid AS o`, [`"${name}"`])).rows[0].o;
    const empty = leafName(hour + 2 * HOUR);
    const emptyOid = await oid(empty);
    expect(await orderClosedHours(pool, log, { now: at(8 * HOUR + 20 * MIN) })).toEqual([empty, leafName(hour + HOUR)]);
    expect(await oid(empty)).toBe(emptyOid);
    expect(await hoursToOrder(pool, at(8 * HOUR + 20 * MIN))).not.toContainEqual(
      expect.objectContaining({ day: dayName(day) }),
    );
  });

  it('makes a closed day of hourly leaves one ordered partition, and retention drops a day of hourly leaves', async () => {
    const rows = async () =>
      (
        await pool.query(
          `SELECT id::text, device_id, received_at FROM iot_events WHERE received_at >= $1 AND received_at < $2 ORDER BY id`,
          [new Date(day), new Date(day + DAY)],
        )
      ).rows;
    const before = await rows();
    expect(await orderDay(pool, dayName(day), new Date(day))).toBe(before.length);
    expect(await relkind(pool, dayName(day))).toBe('r');
    expect(await relkind(pool, leafName(day))).toBeNull();
    expect(await rows()).toEqual(before);

    const later = day + DAY;
    await ensurePartitions(pool, [new Date(later)]);
    expect(await relkind(pool, dayName(later))).toBe('p');
    await insertEvents(pool, [
      event(devices[0], new Date(later + 3 * HOUR), 1),
      event(devices[1], new Date(later + 20 * HOUR), 2),
    ]);
    const total = await count(pool, 0, later + DAY);
    const dropped = await dropPartitionsBefore(pool, new Date(later + DAY));
    expect(dropped.dropped).toContain(dayName(later));
    expect(dropped.events).toBe(total);
    expect(await relkind(pool, dayName(later))).toBeNull();
    expect(await relkind(pool, leafName(later + 3 * HOUR))).toBeNull();
  });
});

async function until(check: () => Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}

const poolUrl = (pool: pg.Pool) =>
  (pool as unknown as { options: { connectionString: string } }).options.connectionString;
