/**
 * Event retention: an hourly queued job (one instance runs it) removes events older than IOT_EVENT_RETENTION_DAYS:
 * it drops the day partitions entirely past the cutoff, deletes the older rows of the day that straddles it, makes
 * the partitions of today and tomorrow, and rewrites the hours (ordered-hours.ts) and days (ordered-days.ts) that have
 * ended in device order.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Queue } from '../../../platform/queue/queue.js';
import { pruneEvents } from '../iot-events.repository.js';
import { orderClosedDays } from './ordered-days.js';
import { orderClosedHours } from './ordered-hours.js';
import { createPartitionsAhead, dropPartitionsBefore } from './partitions.js';

export const PRUNE_QUEUE = 'iot-events-prune';
const DAY_MS = 86_400_000;

export const retentionCutoff = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

/** Returns how many events it removed (dropped with their partitions or deleted). */
export async function pruneExpiredEvents(pool: pg.Pool, days: number, log: Logger): Promise<number> {
  const cutoff = retentionCutoff(days);
  let dropped = 0;
  try {
    const d = await dropPartitionsBefore(pool, cutoff);
    dropped = d.events;
    if (d.dropped.length)
      log.info({ partitions: d.dropped, events: d.events, days }, 'expired event partitions dropped');
  } catch (err) {
    // A drop waits for the parent's lock; if it timed out, the rows go by deletion below and the drop is tried next hour.
    log.warn({ err }, 'expired event partitions not dropped; deleting their rows instead');
  }
  const deleted = await pruneEvents(pool, cutoff);
  if (deleted > 0) log.info({ deleted, days }, 'expired device events pruned');
  return dropped + deleted;
}

/** Minutes past the hour at which the job is sent. */
const AT_MINUTE = 17;
const HOUR_MS = 3_600_000;

/** Milliseconds from `now` to the next hh:17. */
export function untilNextRun(now = Date.now()): number {
  const offset = AT_MINUTE * 60_000;
  return HOUR_MS - ((((now - offset) % HOUR_MS) + HOUR_MS) % HOUR_MS) || HOUR_MS;
}

type Send = (name: string, data: object, options: { singletonSeconds: number }) => Promise<unknown>;

/**
 * Sends the hourly job at hh:17 from every instance; one job per hour is made (pg-boss singleton slot of an hour),
 * so one instance runs it. Not pg-boss's cron: its monitor evaluated '17 * * * *' every 30 seconds on the event loop,
 * stepping back second by second to the previous hh:17 (cron-parser with luxon), which held every request in flight
 * for 20-170 ms on a loaded 2-core machine (the tail of GET /api/iot/events). Returns the stop of the timer.
 */
export function sendHourly(send: Send, log: Logger): () => void {
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(() => {
      send(PRUNE_QUEUE, {}, { singletonSeconds: HOUR_MS / 1000 }).catch((err: unknown) =>
        log.warn({ err }, 'hourly event retention job not sent; tried again next hour'),
      );
      next();
    }, untilNextRun());
    timer.unref();
  };
  next();
  return () => clearTimeout(timer);
}

export async function scheduleRetention(opts: { queue: Queue; pool: pg.Pool; log: Logger; days: number }) {
  await opts.queue.createQueue(PRUNE_QUEUE);
  await opts.queue.unschedule(PRUNE_QUEUE); // the pg-boss cron schedule of earlier versions
  const stop = sendHourly((name, data, options) => opts.queue.send(name, data, options), opts.log);
  await opts.queue.work(PRUNE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await createPartitionsAhead(opts.pool).catch((err: unknown) =>
      opts.log.warn({ err }, 'event partitions not made ahead; inserts make the days they need'),
    );
    await pruneExpiredEvents(opts.pool, opts.days, opts.log);
    // The hour that just ended first: recent windows are the ones read most.
    await orderClosedHours(opts.pool, opts.log).catch((err: unknown) =>
      opts.log.warn({ err }, 'closed event hours not ordered by device; tried again next hour'),
    );
    await orderClosedDays(opts.pool, opts.log).catch((err: unknown) =>
      opts.log.warn({ err }, 'closed event days not ordered by device; tried again next hour'),
    );
  });
  return stop;
}
