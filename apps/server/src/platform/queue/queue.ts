/** PostgreSQL-backed job queue (pg-boss): shared by every server instance, survives restarts. */
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';

export type Queue = PgBoss;
export type { Job, JobWithMetadata } from 'pg-boss';

/** Lets a job be enqueued inside the caller's transaction. */
export const inTransaction = (client: pg.PoolClient): PgBoss.Db => ({
  executeSql: (text, values) => client.query(text, values),
});

export async function startQueue(url: string, log: Logger, opts: { supervise: boolean }): Promise<Queue> {
  const boss = new PgBoss({
    connectionString: url,
    max: 4,
    schema: 'pgboss',
    supervise: opts.supervise,
    schedule: opts.supervise,
    application_name: 'developer-console-queue',
  });
  boss.on('error', (err) => log.error({ err }, 'queue error'));
  await boss.start();
  serialiseQueueCreation(boss, url);
  return boss;
}

/** Arbitrary constant: the advisory lock under which instances create queues one at a time. */
const QUEUE_CREATION_LOCK = 7_206_003;

/**
 * pg-boss 10 creates a queue (its row, a partition table, foreign keys to the queue table) without a lock of its own:
 * two instances starting together and creating the same queue deadlock, and one of them fails to start. Creations
 * are serialised across instances by a session advisory lock, held on a connection of its own.
 */
function serialiseQueueCreation(boss: PgBoss, url: string): void {
  const create = boss.createQueue.bind(boss);
  boss.createQueue = async (name, options) => {
    const lock = new pg.Client({ connectionString: url });
    lock.on('error', () => undefined);
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
      return await create(name, options);
    } finally {
      await lock.end().catch(() => undefined);
    }
  };
}

/**
 * Jobs a killed process left 'active' would wait for pg-boss to expire them (15 minutes by default) before anyone
 * retried them. Failing them now sends them to retry at once (or to failed, after the last attempt). Only the
 * process that owns the database may do this: on an embedded database no other instance can be working on them.
 */
export async function retryOrphanedJobs(boss: Queue, pool: pg.Pool, log: Logger): Promise<void> {
  const { rows } = await pool.query<{ name: string; ids: string[] }>(
    `SELECT name, array_agg(id)::text[] AS ids FROM pgboss.job WHERE state = 'active' GROUP BY name`,
  );
  for (const { name, ids } of rows) {
    await boss.fail(name, ids);
    log.warn({ queue: name, jobs: ids.length }, 'jobs left running by a stopped server were sent to retry');
  }
}

/**
 * Fails jobs of one queue in one statement with one output (pg-boss sends each to retry, or to failed after its last
 * attempt); answers how many it failed. pg-boss takes a list of ids with data at run time; its typings leave that out.
 */
export async function failJobs(
  boss: Queue,
  name: string,
  ids: string[],
  data: object,
  options: { db?: PgBoss.Db } = {},
): Promise<number> {
  const fail = boss.fail as unknown as (
    n: string,
    i: string[],
    d: object,
    o: { db?: PgBoss.Db },
  ) => Promise<{ affected: number }>;
  return (await fail.call(boss, name, ids, data, options)).affected;
}

/**
 * Hands an active job back to the queue, to be fetched again after `seconds`, without counting an attempt: pg-boss
 * counts a retry only for a job that was started before, so started_on is cleared too. The worker's handler then
 * returns normally; pg-boss completes only jobs still active, so the deferred one stays queued.
 */
export async function deferJob(pool: pg.Pool, id: string, seconds: number): Promise<void> {
  await pool.query(
    `UPDATE pgboss.job SET state = 'created', started_on = NULL, start_after = now() + $2 * interval '1 second'
      WHERE id = $1 AND state = 'active'`,
    [id, seconds],
  );
}

/**
 * Claims a job just sent in the caller's transaction for the caller itself, as pg-boss's fetch claims one (active,
 * started now; its first start, so no attempt is counted): the caller runs it and reports its end with complete or
 * fail. No other worker sees it in any other state, and pg-boss recovers it as any job it handed out (expiry of an
 * active job, retryOrphanedJobs after a restart).
 */
export async function claimJob(client: pg.PoolClient, name: string, id: string): Promise<void> {
  const { rowCount } = await client.query(
    `UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1 AND id = $2 AND state = 'created'`,
    [name, id],
  );
  if (rowCount !== 1) throw new Error(`queue job ${id} could not be claimed`);
}
