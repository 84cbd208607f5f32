/** PostgreSQL-backed job queue (pg-boss): shared by every server instance, survives restarts. */
import PgBoss from 'pg-boss';
import type pg from 'pg';
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
  return boss;
}
