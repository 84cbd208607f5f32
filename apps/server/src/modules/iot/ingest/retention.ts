/** Event retention: an hourly queued job (one instance runs it) deletes events older than IOT_EVENT_RETENTION_DAYS. */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Queue } from '../../../platform/queue/queue.js';
import { pruneEvents } from '../iot-events.repository.js';

export const PRUNE_QUEUE = 'iot-events-prune';
const DAY_MS = 86_400_000;

export const retentionCutoff = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

export async function pruneExpiredEvents(pool: pg.Pool, days: number, log: Logger): Promise<number> {
  const deleted = await pruneEvents(pool, retentionCutoff(days));
  if (deleted > 0) log.info({ deleted, days }, 'expired device events pruned');
  return deleted;
}

export async function scheduleRetention(opts: { queue: Queue; pool: pg.Pool; log: Logger; days: number }) {
  await opts.queue.createQueue(PRUNE_QUEUE);
  await opts.queue.schedule(PRUNE_QUEUE, '17 * * * *');
  await opts.queue.work(PRUNE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await pruneExpiredEvents(opts.pool, opts.days, opts.log);
  });
}
