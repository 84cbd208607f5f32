/**
 * This instance's share of the lint queue (pg-boss queue 'lint'): LINT_WORKERS slots, each filled by one of
 * - a job fetched from the queue: polled every second, or at once when a slot frees up;
 * - an upload of this instance, when a slot is free as it arrives: its lint starts on its file at once, and the
 *   upload's transaction inserts its queue job already claimed (active, as pg-boss's fetch leaves a job; claimJob).
 *   No other instance's worker can take it (it is never visible unclaimed), and pg-boss recovers it as any job it
 *   handed out: an active job whose instance died expires and is retried, and a restart on an embedded database
 *   retries it at once (retryOrphanedJobs). This spares the upload the wait for a poll of the queue.
 * Either way the outcome goes back to pg-boss as its own worker reports it: complete, or fail (retried; after the
 * last attempt the lint job is FAILED).
 */
import type { PoolClient } from 'pg';
import type { Platform } from '../../platform/platform.js';
import { claimJob } from '../../platform/queue/queue.js';
import { ShutdownError, type createLintRunner } from './linter.job.js';
import { LINT_QUEUE, lintJobOptions } from './linter.service.js';

type LintJobData = { jobId: string };
type Runner = ReturnType<typeof createLintRunner>;
interface ClaimedJob {
  id: string;
  data: LintJobData;
  retryCount: number;
  retryLimit: number;
}

const POLL_MS = 1000;

/** An upload's lint started before its transaction ends. */
export interface LocalStart {
  /** In the upload's transaction, once the queue job is sent: claims it for this instance. */
  claim(client: PoolClient, queueJobId: string): Promise<void>;
  /** The transaction committed: the lint runs on to its end, recorded as a fetched job's. */
  committed(queueJobId: string): void;
  /** The transaction failed: the lint's outcome is dropped and the slot freed. */
  abandoned(): void;
}

export interface LintQueue {
  /** Lints an upload at once when a slot is free; undefined otherwise (the queue then runs it). */
  startLocal(jobId: string, file: string, fileSize: number, ruleset: string): LocalStart | undefined;
  /** A new job may wait in the queue: fetch now if a slot is free. */
  wake(): void;
  /** Stops fetching; the caller then ends the runs (the pool's close) and waits for them (settled). */
  stop(): Promise<void>;
  settled(): Promise<void>;
}

export async function startLintQueue(platform: Platform, runner: Runner, work: boolean): Promise<LintQueue> {
  const { queue, log, config } = platform;
  const options = lintJobOptions(config.LINT_TIMEOUT_SECONDS);
  await queue.createQueue(LINT_QUEUE, { name: LINT_QUEUE, ...options });
  const size = work ? config.LINT_WORKERS : 0;
  const inFlight = new Set<Promise<void>>();
  let busy = 0;
  let stopping = false;
  let woken = false;
  let wakeUp: (() => void) | undefined;

  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, POLL_MS);
      wakeUp = done;
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
    });

  /** Runs a claimed job in a taken slot and tells pg-boss how it ended. */
  function occupy(job: ClaimedJob, lint: () => Promise<void>): void {
    const settled = (async () => {
      try {
        await lint();
        await queue.complete(LINT_QUEUE, job.id);
      } catch (err) {
        const last = job.retryCount >= job.retryLimit;
        if (!(err instanceof ShutdownError)) log.warn({ err, jobId: job.data.jobId, final: last }, 'lint job failed');
        if (last) await runner.fail(job.data.jobId, err).catch(() => undefined);
        await queue.fail(LINT_QUEUE, job.id, { message: String((err as Error)?.message ?? err) });
      }
    })()
      .catch((err) => log.warn({ err, jobId: job.data.jobId }, 'lint job outcome not recorded in the queue'))
      .finally(() => {
        inFlight.delete(settled);
        busy--;
        wake();
      });
    inFlight.add(settled);
  }

  async function fetchLoop(): Promise<void> {
    while (!stopping) {
      woken = false;
      if (busy < size) {
        const [job] = await queue
          .fetch<LintJobData>(LINT_QUEUE, { batchSize: 1, includeMetadata: true })
          .catch((err: unknown) => (log.warn({ err }, 'lint queue fetch failed'), []));
        if (job) {
          busy++;
          occupy(job, () => runner.run(job.data.jobId));
          continue;
        }
      }
      if (!woken && !stopping) await nap();
    }
  }
  const fetching = size > 0 ? fetchLoop() : Promise.resolve();

  return {
    startLocal(jobId, file, fileSize, ruleset) {
      if (stopping || busy >= size) return undefined;
      busy++;
      const run = runner.begin(jobId, file, fileSize, ruleset);
      return {
        claim: (client, queueJobId) => claimJob(client, LINT_QUEUE, queueJobId),
        committed(queueJobId) {
          const job = { id: queueJobId, data: { jobId }, retryCount: 0, retryLimit: options.retryLimit };
          occupy(job, run.committed);
        },
        abandoned() {
          const dropped = run
            .abandoned()
            .catch(() => undefined)
            .finally(() => {
              inFlight.delete(dropped);
              busy--;
              wake();
            });
          inFlight.add(dropped);
        },
      };
    },
    wake,
    async stop() {
      stopping = true;
      wake();
      await fetching;
    },
    async settled() {
      await Promise.all(inFlight);
    },
  };
}
