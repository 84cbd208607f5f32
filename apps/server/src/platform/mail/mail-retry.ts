import type pg from 'pg';
import type { Logger } from 'pino';
import { failJobs, type JobWithMetadata, type Queue } from '../queue/queue.js';

export const MAIL_QUEUE = 'mail-send';

type MailJob = JobWithMetadata<{ id: string }>;

/**
 * The jobs of a batch whose delivery failed for now (a transient SMTP refusal) are failed, which sends each to retry,
 * so one refusal never retries the others (a retry would send nothing twice anyway: delivered recipients are skipped).
 * One statement per reason: failed one by one, a batch of 100 refusals took seconds under load, and a job failed early
 * was fetched again by the other loop meanwhile, then completed by this batch's ending (pg-boss completes the batch's
 * ids that are active), its mail left QUEUED with no job (sink-restart.test.ts). A job this cannot fail any more was
 * completed so while this attempt ran: its mail gets a new job, so a queued mail always has one.
 */
export async function retryLater(
  queue: Queue,
  pool: pg.Pool,
  log: Logger,
  opts: {
    jobs: MailJob[];
    failures: (string | undefined)[];
    retryLimit: number;
    retryDelay: number;
    retryBackoff: boolean;
  },
): Promise<void> {
  const byReason = new Map<string, MailJob[]>();
  for (const [i, reason] of opts.failures.entries())
    if (reason) byReason.set(reason, [...(byReason.get(reason) ?? []), opts.jobs[i]]);
  const { retryLimit, retryDelay, retryBackoff } = opts;
  for (const [reason, failed] of byReason) {
    const ids = failed.map((j) => j.id);
    if ((await failJobs(queue, MAIL_QUEUE, ids, { message: `Error: ${reason}` })) === ids.length) continue;
    const { rows: live } = await pool.query<{ id: string }>(
      `SELECT id FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state < 'completed'`,
      [MAIL_QUEUE, ids],
    );
    const orphans = failed.filter((j) => !live.some((l) => l.id === j.id));
    log.warn({ mails: orphans.length }, 'mail jobs completed elsewhere while their delivery failed: queued again');
    const startAfter = new Date(Date.now() + retryDelay * 1000);
    await queue.insert(
      orphans.map((j) => ({
        name: MAIL_QUEUE,
        data: { id: j.data.id },
        retryLimit,
        retryDelay,
        retryBackoff,
        startAfter,
      })),
    );
  }
}
