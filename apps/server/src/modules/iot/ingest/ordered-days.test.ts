/**
 * Closed days rewritten in device order (ordered-days.ts): the same rows afterwards, stored device by device; the day
 * is still a partition with its keys, indexes and cascade; today is left alone; late events that arrive during the
 * rewrite are kept; two instances ordering at once do it once.
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
import { insertEvents } from '../iot-events.repository.js';
import { daysToOrder, ORDERED, orderClosedDays, orderDay } from './ordered-days.js';
import { ensurePartitions } from './partitions.js';

const DAY = 86_400_000;
const log = createLogger('silent');

const all = async (pool: pg.Pool, from: number, to: number) =>
  (
    await pool.query(
      `SELECT id::text, device_id, trace_id, topic, client_id, received_at, payload, qos, message_name, port
         FROM iot_events WHERE received_at >= $1 AND received_at < $2 ORDER BY id`,
      [new Date(from), new Date(to)],
    )
  ).rows;

describe('closed event days ordered by device', () => {
  let pool: pg.Pool;
  let devices: string[];
  const today = Math.floor(Date.now() / DAY) * DAY;
  const closed = today - 2 * DAY;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 6 });
    devices = await addDevices(pool, 5, 'Ordered');
    await ensurePartitions(pool, [new Date(closed), new Date(today)]);
    // Interleaved as they arrive: every device's events spread over the day.
    const events = Array.from({ length: 2000 }, (_, i) =>
      event(devices[i % devices.length], new Date(closed + Math.floor((i * DAY) / 2000)), i),
    );
    await insertEvents(pool, events);
    await insertEvents(
      pool,
      devices.map((d, i) => event(d, new Date(Math.max(today, Date.now() - 60_000)), i)),
    );
  });
  afterAll(async () => pool?.end());

  it('rewrites a closed day device by device, keeping every row, key, index and the cascade; today stays', async () => {
    const before = await all(pool, closed, closed + DAY);
    const todayBefore = await all(pool, today, today + DAY);
    expect((await daysToOrder(pool)).map((p) => p.name)).toContain(dayName(closed));
    expect((await daysToOrder(pool)).map((p) => p.name)).not.toContain(dayName(today));

    expect(await orderClosedDays(pool, log)).toContain(dayName(closed));

    expect(await all(pool, closed, closed + DAY)).toEqual(before);
    expect(await all(pool, today, today + DAY)).toEqual(todayBefore);
    // Physical order: the heap read in ctid order follows (device, received_at DESC, id DESC).
    const { rows: stored } = await pool.query<{ device_id: string; received_at: Date; id: string }>(
      `SELECT device_id, received_at, id::text FROM "${dayName(closed)}" ORDER BY ctid`,
    );
    const sorted = [...stored].sort(
      (a, b) =>
        a.device_id.localeCompare(b.device_id) ||
        b.received_at.getTime() - a.received_at.getTime() ||
        Number(BigInt(b.id) - BigInt(a.id)),
    );
    expect(stored.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    // Still the day's partition, its indexes those of the parent's indexes, marked, and not ordered again.
    const { rows: idx } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_index x JOIN pg_inherits i ON i.inhrelid = x.indexrelid
        WHERE x.indrelid = to_regclass($1)`,
      [`"${dayName(closed)}"`],
    );
    expect(idx[0].n).toBe(4);
    const { rows: mark } = await pool.query(`SELECT obj_description(to_regclass($1), 'pg_class') AS c`, [
      `"${dayName(closed)}"`,
    ]);
    expect(mark[0].c).toBe(ORDERED);
    expect((await daysToOrder(pool)).map((p) => p.name)).not.toContain(dayName(closed));
    await expect(insertEvents(pool, [event(devices[0], before[0].received_at, 0)])).resolves.toBeUndefined();
    await expect(
      pool.query(
        `INSERT INTO iot_events (id, device_id, trace_id, topic, client_id, received_at, payload)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, gen_random_uuid(), 't', 'c', $3, '\\x00')`,
        [before[0].id, devices[0], before[0].received_at],
      ),
    ).rejects.toMatchObject({ code: '23505' }); // the primary key holds
    await pool.query(`DELETE FROM iot_devices WHERE id = $1`, [devices[4]]);
    const { rows: left } = await pool.query(
      `SELECT count(*)::int AS n FROM "${dayName(closed)}" WHERE device_id = $1`,
      [devices[4]],
    );
    expect(left[0].n).toBe(0); // the cascade reaches the new partition
  });

  it('keeps an event that arrives for the day while it is rewritten, giving way to it', async () => {
    const late = today - 3 * DAY;
    await ensurePartitions(pool, [new Date(late)]);
    await insertEvents(
      pool,
      Array.from({ length: 3000 }, (_, i) => event(devices[i % 4], new Date(late + i * 20_000), i)),
    );
    const count = async () =>
      (
        await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM iot_events WHERE received_at >= $1 AND received_at < $2`,
          [new Date(late), new Date(late + DAY)],
        )
      ).rows[0].n;
    const waitingOn = (table: string) => lockAwaited(pool, table);
    // Hold the rewrite after its copy (its foreign key needs iot_devices), and send a late event then.
    const hold = await pool.connect();
    await hold.query('BEGIN');
    await hold.query('LOCK TABLE iot_devices IN ROW EXCLUSIVE MODE');
    const rewrite = orderDay(pool, dayName(late), new Date(late)).catch((err: Error) => err.message);
    await until(() => waitingOn('iot_devices'));
    let stored = false;
    const insert = insertEvents(pool, [event(devices[0], new Date(late + DAY - 1000), 99_999)]).then(
      () => (stored = true),
    );
    await until(async () => stored || (await waitingOn(dayName(late))));
    await hold.query('COMMIT');
    hold.release();
    expect(await rewrite).toMatch(/late events .* are waiting/);
    await insert;
    expect(await count()).toBe(3001);

    // Ordered at the next run; two instances at once order it once.
    const instances = Array.from({ length: 2 }, () => new pg.Pool({ connectionString: poolUrl(pool), max: 2 }));
    try {
      const runs = await Promise.all(instances.map((p) => orderClosedDays(p, log)));
      expect(runs.flat().filter((n) => n === dayName(late))).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((p) => p.end()));
    }
    expect(await count()).toBe(3001);
    expect((await daysToOrder(pool)).map((p) => p.name)).not.toContain(dayName(late));
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
