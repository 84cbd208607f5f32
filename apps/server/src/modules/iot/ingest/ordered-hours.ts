/**
 * Closed hours of the open days rewritten in device order. A day of the coming week is made of 24 hourly leaves
 * (migration 0020); today's stayed in arrival order until the day rewrite (ordered-days.ts), so a first page of a
 * device's recent window read ~105 heap blocks at 10,000,000 events against ~7 in an ordered day, and clients ask for
 * recent windows most. The hourly job (hh:17) rewrites each hour that ended more than HOUR_GRACE_MS ago, leaf by leaf
 * within its day, with the day rewrite's safety rules (rewriteInOrder); once the day has closed, the day rewrite
 * turns its leaves into one ordered plain partition, so hours of closed days are left to it.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { DAY_GRACE_MS, ORDERED, orderInTurn, rewriteInOrder } from './ordered-days.js';

/** An hour is closed this long after its end: batches in flight at the hour have been written (the job runs at hh:17). */
export const HOUR_GRACE_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const LEAF_NAME = /^iot_events_p(\d{4})(\d{2})(\d{2})_(\d{2})$/;

export interface HourLeaf {
  name: string;
  /** The day partition it belongs to. */
  day: string;
  hour: Date;
}

/** Closed hours of days not yet closed, not ordered yet, newest first. */
export async function hoursToOrder(pool: pg.Pool, now = new Date()): Promise<HourLeaf[]> {
  const { rows } = await pool.query<{ name: string; day: string }>(
    `SELECT c.relname AS name, d.relname AS day
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class d ON d.oid = i.inhparent
       JOIN pg_inherits di ON di.inhrelid = i.inhparent
      WHERE di.inhparent = 'iot_events'::regclass AND obj_description(c.oid, 'pg_class') IS DISTINCT FROM $1`,
    [ORDERED],
  );
  const t = now.getTime();
  return rows
    .flatMap(({ name, day }) => {
      const m = LEAF_NAME.exec(name);
      if (!m) return [];
      const hour = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]));
      const dayStart = Math.floor(hour / DAY_MS) * DAY_MS;
      const closed = hour + HOUR_MS + HOUR_GRACE_MS <= t;
      const dayClosed = dayStart + DAY_MS + DAY_GRACE_MS <= t;
      return closed && !dayClosed ? [{ name, day, hour: new Date(hour) }] : [];
    })
    .sort((a, b) => b.hour.getTime() - a.hour.getTime());
}

/**
 * Orders the closed hours of the open days, newest first, until `budgetMs` has passed; returns the leaves it ordered.
 */
export async function orderClosedHours(
  pool: pg.Pool,
  log: Logger,
  opts: { now?: Date; budgetMs?: number } = {},
): Promise<string[]> {
  const hours = await hoursToOrder(pool, opts.now);
  return orderInTurn(pool, log, 'hour', hours, (h) => orderHour(pool, h), opts.budgetMs);
}

/** Rewrites one hourly leaf in device order within its day; returns its rows, or 'busy' / 'done' as orderDay. */
export function orderHour(pool: pg.Pool, h: HourLeaf): Promise<number | 'busy' | 'done'> {
  return rewriteInOrder(pool, {
    parent: h.day,
    name: h.name,
    from: h.hour,
    to: new Date(h.hour.getTime() + HOUR_MS),
  });
}
