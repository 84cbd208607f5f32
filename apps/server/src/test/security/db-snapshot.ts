/**
 * What a request changed in the database, table by table: a cheap fingerprint (row count and a sum of row hashes)
 * to prove that a refused request wrote nothing, and the rows themselves to see what an accepted one wrote.
 */
import type pg from 'pg';
import { PRUNE_QUEUE } from '../../modules/iot/ingest/retention.js';

/**
 * Tables that change without any API write: sign-in sessions of the provider, the sign-in throttle, and webhook
 * delivery attempts (retried with backoff long after the publishing request; the publication itself is watched).
 */
const NOISY = new Set(['oidc_payloads', 'sign_in_failures', 'event_deliveries']);
/** Tables the mail worker writes after the request that queued the mail has been answered. */
const BACKGROUND = new Set([
  'mail_messages',
  'email_events',
  'email_event_counts',
  'sink_messages',
  'email_suppressions',
]);
/** Large tables no API route writes (the IoT manager is read-only); left out of the row dumps to keep them cheap. */
const READ_ONLY_BULK = new Set(['iot_events', 'iot_devices', 'product_deployments']);

async function tablesOf(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ t: string }>(
    // Partitions (iot_events' days) are read through their parent table.
    `SELECT table_name AS t FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN (SELECT relname FROM pg_class WHERE relispartition) ORDER BY table_name`,
  );
  return rows.map((r) => r.t).filter((t) => !NOISY.has(t));
}

/**
 * Queue jobs due now and not finished (the mail worker polls every second), by queue. Jobs of scheduled queues and of
 * the hourly IoT retention job (sent by a timer at hh:17, retention.ts) are left out: made by the clock, not by a
 * request, and its worker polls once a minute, so at minute 17 it waits up to 60 s (CI of stop 28: "the database
 * never settled").
 */
async function pendingJobs(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ name: string; n: number }>(
    `SELECT name, count(*)::int AS n FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active') AND start_after <= now()
        AND name NOT IN (SELECT name FROM pgboss.schedule) AND name <> $1
      GROUP BY name`,
    [PRUNE_QUEUE],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

export type Fingerprint = Record<string, string>;

export interface DbWatch {
  /**
   * 'quiet' leaves out what background work writes (but counts queued mail) and the bulk read-only tables:
   * cheaper, and needs no settling.
   */
  fingerprint(scope?: 'all' | 'quiet'): Promise<Fingerprint>;
  /** The tables whose fingerprint differs. */
  changed(before: Fingerprint, after: Fingerprint): string[];
  /** Every row (as PostgreSQL's text form) of every table but the bulk read-only ones. */
  rows(): Promise<Map<string, Set<string>>>;
  /** Rows present after but not before (new rows, and the new form of changed rows). */
  added(before: Map<string, Set<string>>, after: Map<string, Set<string>>): Array<{ table: string; row: string }>;
  /** Whether background work (the mail worker) writes this table after the request that queued it. */
  background(table: string): boolean;
  /** Waits until background work (queued mail) stops changing the database: 200 ms of quiet, tried `attempts` times. */
  settle(attempts?: number): Promise<void>;
}

export async function watchDatabase(pool: pg.Pool): Promise<DbWatch> {
  const tables = await tablesOf(pool);
  // Quoted identifiers come from information_schema, not from input.
  const fingerprintOf = (names: string[]) =>
    names
      .map(
        (t) => `SELECT '${t}' AS t, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) AS h FROM "${t}" x`,
      )
      .join(' UNION ALL ');
  const fingerprintSql = fingerprintOf(tables);
  // Queued mail is a row of mail_messages at once (the worker only updates it later): its count stays watched.
  const quietSql = `${fingerprintOf(tables.filter((t) => !BACKGROUND.has(t) && !READ_ONLY_BULK.has(t)))}
    UNION ALL SELECT 'mail_messages (queued)' AS t, count(*)::text AS h FROM mail_messages`;
  const dumped = tables.filter((t) => !READ_ONLY_BULK.has(t));
  const rowsSql = dumped.map((t) => `SELECT '${t}' AS t, x::text AS r FROM "${t}" x`).join(' UNION ALL ');

  const fingerprint = async (scope: 'all' | 'quiet' = 'all') => {
    const { rows } = await pool.query<{ t: string; h: string }>(scope === 'quiet' ? quietSql : fingerprintSql);
    return Object.fromEntries(rows.map((r) => [r.t, r.h]));
  };
  const watch: DbWatch = {
    fingerprint,
    background: (table) => BACKGROUND.has(table),
    changed: (before, after) => Object.keys(after).filter((t) => t in before && before[t] !== after[t]),
    async rows() {
      const { rows } = await pool.query<{ t: string; r: string }>(rowsSql);
      const out = new Map<string, Set<string>>(dumped.map((t) => [t, new Set<string>()]));
      for (const { t, r } of rows) out.get(t)!.add(r);
      return out;
    },
    added(before, after) {
      const out: Array<{ table: string; row: string }> = [];
      for (const [table, set] of after)
        for (const row of set) if (!before.get(table)?.has(row)) out.push({ table, row });
      return out;
    },
    async settle(attempts = 200) {
      let last = await fingerprint();
      let busy: string[] = [];
      for (let i = 0; i < attempts; i++) {
        await new Promise((r) => setTimeout(r, 200));
        const next = await fingerprint();
        const pending = await pendingJobs(pool);
        busy = [
          ...watch.changed(last, next),
          ...Object.entries(pending).map(([queue, n]) => `${n} job(s) of ${queue}`),
        ];
        if (busy.length === 0) return;
        last = next;
      }
      throw new Error(`the database never settled (background work kept writing: ${busy.join(', ')})`);
    },
  };
  return watch;
}
