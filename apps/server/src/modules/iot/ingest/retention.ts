/**
 * Event retention: an hourly queued job (one instance runs it) removes events older than IOT_EVENT_RETENTION_DAYS:
 * it drops the day partitions entirely past the cutoff, deletes the older rows of the day that straddles it, makes
 * the partitions of the coming week, and rewrites the days that have ended in device order (ordered-days.ts).
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Queue } from '../../../platform/queue/queue.js';
import { pruneEvents } from '../iot-events.repository.js';
import { orderClosedDays } from './ordered-days.js';
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

export async function scheduleRetention(opts: { queue: Queue; pool: pg.Pool; log: Logger; days: number }) {
  await opts.queue.createQueue(PRUNE_QUEUE);
  await opts.queue.schedule(PRUNE_QUEUE, '17 * * * *');
  await opts.queue.work(PRUNE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await createPartitionsAhead(opts.pool).catch((err: unknown) =>
      opts.log.warn({ err }, 'event partitions not made ahead; inserts make the days they need'),
    );
    await pruneExpiredEvents(opts.pool, opts.days, opts.log);
    await orderClosedDays(opts.pool, opts.log).catch((err: unknown) =>
      opts.log.warn({ err }, 'closed event days not ordered by device; tried again next hour'),
    );
  });
}
