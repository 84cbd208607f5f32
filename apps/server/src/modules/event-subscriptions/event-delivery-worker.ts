/**
 * The delivery worker of one instance (issue 24): delivery jobs are fetched from the queue in batches, their rows read
 * in one query, the POSTs sent side by side (at most EVENT_DELIVERY_WORKERS at once, and at most
 * EVENT_DELIVERY_PER_ENDPOINT to one endpoint), and each outcome recorded together with its job's completion or
 * failure in one transaction per batch of outcomes. Exactly once for receivers that keep keys is unchanged: a job ends
 * only in the transaction that logs its attempt, so a crash in between repeats the attempt with the same idempotency
 * key. Retries and their backoff stay pg-boss's (a failed job is failed in pg-boss, which schedules the retry).
 *
 * Fairness: an endpoint may hold only part of the jobs an instance takes at once (in flight or waiting for its turn
 * here). Once it holds its share, its subscriptions' jobs are left in the queue at fetch time, so a slow receiver
 * cannot fill the instance with its deliveries while other receivers' jobs wait behind them.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from '../../platform/db/transaction.js';
import { deferJob, failJobs, inTransaction, type Queue } from '../../platform/queue/queue.js';
import {
  findDeliveryWorks,
  insertDeliveries,
  type DeliveryRow,
  type DeliveryWork,
} from './event-subscriptions.repository.js';

export interface DeliveryJob {
  id: string;
  data: { subscriptionId: string; publicationId: string };
  retryCount: number;
  retryLimit: number;
}
export type Work = DeliveryWork & { publicationId: string };

/** What one attempt came to: the row of the delivery log (if any) and how its job ends. */
export interface Attempt {
  record?: Omit<DeliveryRow, 'id' | 'eventId' | 'attempt'>;
  /** 'fail' hands the job back to pg-boss, which retries it with backoff (or ends it failed after the last try). */
  end: 'complete' | 'fail';
  reason?: string;
}

interface Lane {
  /** Jobs of the endpoint this instance holds: in flight or waiting for a turn (not those waiting to be recorded). */
  held: number;
  inFlight: number;
  waiting: { job: DeliveryJob; work: Work }[];
}
interface Done {
  job: DeliveryJob;
  attempt: Attempt;
}

/**
 * Jobs held per request slot (waiting for a turn, in flight, or waiting for their outcome to be recorded): enough to
 * keep every slot busy while the last outcomes commit and the next jobs are fetched.
 */
const HOLD_PER_WORKER = 8;
const POLL_MS = 500;
/**
 * Jobs asked for per fetch at most: the fetch locks the rows it looks at (FOR UPDATE), which writes to each of them, so
 * one fetch of the whole free room locked hundreds of rows each time while publishing went on.
 */
const FETCH_BATCH = 64;
/** Outcomes recorded per transaction at most. */
const RECORD_BATCH = 500;
/** Lanes are keyed by endpoint; wss deliveries (a NOTIFY or a no-connection row) have no endpoint to protect. */
const SOCKETS = 'wss:';

/**
 * Fetches up to `limit` jobs like pg-boss's fetch (same order, same state change, SKIP LOCKED so instances share the
 * queue), but at most `room[subscription]` (else `defaultRoom`) of each subscription and none of `full`: a saturated
 * endpoint's jobs stay in the queue for whichever instance has room, instead of being taken and handed back.
 */
async function fetchJobs(
  pool: pg.Pool,
  queue: string,
  limit: number,
  full: string[],
  room: Record<string, number>,
  defaultRoom: number,
): Promise<DeliveryJob[]> {
  const { rows } = await pool.query<DeliveryJob>(
    `WITH candidates AS (
       SELECT id, data->>'subscriptionId' AS subscription, priority, created_on
         FROM pgboss.job
        WHERE name = $1 AND state < 'active' AND start_after < now() AND NOT (data->>'subscriptionId' = ANY($3::text[]))
        ORDER BY priority DESC, created_on, id
        LIMIT $2 * 2
          FOR UPDATE SKIP LOCKED
     ), ranked AS (
       SELECT id, priority, created_on, subscription,
              row_number() OVER (PARTITION BY subscription ORDER BY priority DESC, created_on, id) AS n
         FROM candidates
     ), chosen AS (
       SELECT id FROM ranked WHERE n <= coalesce(($4::jsonb ->> subscription)::int, $5)
        ORDER BY priority DESC, created_on, id LIMIT $2
     )
     UPDATE pgboss.job j
        SET state = 'active', started_on = now(),
            retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
       FROM chosen
      WHERE j.name = $1 AND j.id = chosen.id
     RETURNING j.id, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit"`,
    [queue, limit, full, JSON.stringify(room), defaultRoom],
  );
  return rows;
}

/**
 * Ends delivered jobs by deleting them, where pg-boss's complete would update each row to 'completed' (every index of
 * the job table written again) for its supervisor to copy into the archive and delete later: the delivery log, written
 * in the same transaction, is the record of the attempt, and nothing reads a completed delivery job. Only jobs still
 * active are removed, as complete changes only those (one that expired meanwhile belongs to its next attempt).
 */
async function removeJobs(client: pg.PoolClient, queue: string, ids: string[]): Promise<void> {
  await client.query(`DELETE FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`, [
    queue,
    ids,
  ]);
}

export function createDeliveryWorker(deps: {
  pool: pg.Pool;
  queue: Queue;
  log: Logger;
  name: string;
  /** Deliveries in flight at once on this instance. */
  workers: number;
  /** Requests in flight at once to one endpoint. */
  perEndpoint: number;
  /** One attempt; never rejects. */
  attempt: (work: Work, job: DeliveryJob) => Promise<Attempt>;
}) {
  const { pool, queue, log, name, workers, perEndpoint } = deps;
  const holdLimit = workers * HOLD_PER_WORKER;
  // Half the held jobs at most for one endpoint (never less than its request slots): the other half is room for the
  // rest of the queue.
  const endpointCap = Math.max(perEndpoint, Math.min(perEndpoint * HOLD_PER_WORKER, Math.floor(holdLimit / 2)));
  const lanes = new Map<string, Lane>();
  /** Each subscription's lane as last seen: which jobs to leave in the queue at the next fetch. */
  const laneOf = new Map<string, string>();
  const done: Done[] = [];
  let held = 0;
  let inFlight = 0;
  let stopped = false;
  let filling: Promise<void> | undefined;
  let fillAgain = false;
  let recording: Promise<void> | undefined;

  const laneFor = (key: string): Lane => {
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { held: 0, inFlight: 0, waiting: [] }));
    return lane;
  };

  /** Starts waiting deliveries, one per endpoint per round, while request slots are free. */
  function pump(): void {
    let started = true;
    while (started && !stopped && inFlight < workers) {
      started = false;
      for (const [key, lane] of lanes) {
        if (inFlight >= workers) break;
        const cap = key === SOCKETS ? workers : perEndpoint;
        if (lane.inFlight >= cap || lane.waiting.length === 0) continue;
        const { job, work } = lane.waiting.shift()!;
        lane.inFlight++;
        inFlight++;
        started = true;
        void deps
          .attempt(work, job)
          .catch((err: unknown): Attempt => ({ end: 'fail', reason: String(err) }))
          .then((attempt) => {
            lane.inFlight--;
            lane.held--;
            inFlight--;
            finish({ job, attempt });
            pump();
          });
      }
    }
  }

  function finish(d: Done): void {
    done.push(d);
    recording ??= recordAll().finally(() => (recording = undefined));
  }

  /** Records outcomes as they come: whatever finished while the last transaction ran goes into the next one. */
  async function recordAll(): Promise<void> {
    while (done.length) {
      const batch = done.splice(0, RECORD_BATCH);
      try {
        await record(batch);
      } catch (err) {
        // The attempts were made; their jobs stay active until recorded (a retry would repeat them, same key).
        log.error({ err }, 'event delivery outcomes could not be recorded; trying again');
        done.unshift(...batch);
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      held -= batch.length;
      for (const [key, lane] of lanes) if (lane.held === 0) lanes.delete(key);
      fill();
    }
  }

  async function record(batch: Done[]): Promise<void> {
    const failed = batch.filter((d) => d.attempt.end === 'fail');
    for (const d of failed)
      log.warn({ subscriptionId: d.job.data.subscriptionId, attempt: d.job.retryCount + 1 }, 'event delivery failed');
    await withTransaction(pool, async (client) => {
      await insertDeliveries(
        client,
        batch.flatMap(({ job, attempt }) =>
          attempt.record ? [{ ...job.data, attempt: job.retryCount + 1, ...attempt.record }] : [],
        ),
      );
      const db = inTransaction(client);
      const completed = batch.filter((d) => d.attempt.end === 'complete').map((d) => d.job.id);
      if (completed.length) await removeJobs(client, name, completed);
      for (const d of failed)
        await failJobs(queue, name, [d.job.id], { message: d.attempt.reason ?? 'delivery failed' }, { db });
    });
  }

  /** Takes jobs from the queue while this instance has room for them. */
  function fill(): void {
    if (stopped) return;
    if (filling) {
      fillAgain = true;
      return;
    }
    filling = (async () => {
      do {
        fillAgain = false;
        while (!stopped && held < holdLimit) {
          const want = Math.min(holdLimit - held, FETCH_BATCH);
          const full: string[] = [];
          const room: Record<string, number> = {};
          for (const [subscription, key] of laneOf) {
            const left = key === SOCKETS ? want : endpointCap - (lanes.get(key)?.held ?? 0);
            if (left <= 0) full.push(subscription);
            else room[subscription] = left;
          }
          const jobs = await fetchJobs(pool, name, want, full, room, endpointCap);
          if (jobs.length === 0) break;
          await take(jobs);
          if (jobs.length < want) break;
        }
      } while (fillAgain && !stopped);
    })()
      .catch((err: unknown) => log.error({ err }, 'event delivery jobs could not be fetched'))
      .finally(() => (filling = undefined));
  }

  /** Sorts fetched jobs into their endpoints' lanes; what an endpoint has no room for goes back to the queue. */
  async function take(jobs: DeliveryJob[]): Promise<void> {
    held += jobs.length;
    let works: Work[];
    try {
      works = await findDeliveryWorks(
        pool,
        jobs.map((j) => j.data),
      );
    } catch (err) {
      held -= jobs.length;
      await handBack(
        jobs.map((j) => j.id),
        1,
      );
      throw err;
    }
    const byKey = new Map(works.map((w) => [`${w.subscriptionId}.${w.publicationId}`, w]));
    if (laneOf.size > 10_000) laneOf.clear();
    const back: string[] = [];
    for (const job of jobs) {
      const work = byKey.get(`${job.data.subscriptionId}.${job.data.publicationId}`);
      if (!work) {
        finish({ job, attempt: { end: 'complete' } }); // unsubscribed meanwhile: nothing to deliver
        continue;
      }
      const key = work.protocol === 'https' ? work.endpoint! : SOCKETS;
      laneOf.set(work.subscriptionId, key);
      const lane = laneFor(key);
      if (key !== SOCKETS && (lane.held >= endpointCap || stopped)) {
        // Another subscription to the same endpoint took its share: this one waits in the queue (no attempt counted).
        back.push(job.id);
        continue;
      }
      lane.held++;
      lane.waiting.push({ job, work });
    }
    held -= back.length;
    await handBack(back, 1);
    pump();
  }

  async function handBack(ids: string[], seconds: number): Promise<void> {
    for (const id of ids) await deferJob(pool, id, seconds);
  }

  const timer = setInterval(fill, POLL_MS);
  timer.unref();
  fill();

  return {
    /** New jobs were queued here: look for them now rather than at the next poll. */
    wake: fill,
    /**
     * Stops fetching, hands the jobs still waiting for a turn back to the queue (no attempt counted), and waits up to
     * `ms` for the requests in flight and the recording of their outcomes.
     */
    async stop(ms: number): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await filling;
      const waiting = [...lanes.values()].flatMap((lane) => {
        const ids = lane.waiting.map((w) => w.job.id);
        lane.held -= ids.length;
        lane.waiting = [];
        return ids;
      });
      held -= waiting.length;
      await handBack(waiting, 0).catch(() => undefined);
      const deadline = Date.now() + ms;
      while ((inFlight > 0 || done.length > 0 || recording) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}
