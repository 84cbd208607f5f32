/** SQL of lint jobs and their uploaded bytes. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface LintJobRow {
  id: string;
  teamId: string;
  fileName: string;
  fileSize: number;
  syntax: string;
  status: string;
  progress: number;
  stage: string;
  format: string | null;
  ruleset: string;
  engine: string | null;
  timings: Record<string, number> | null;
  counts: Record<string, number> | null;
  truncated: boolean;
  failure: string | null;
  reason: string | null;
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  expiresAt: Date;
}

const COLUMNS = `id, team_id AS "teamId", file_name AS "fileName", file_size::float8 AS "fileSize", syntax, status,
  progress, stage, format, ruleset, engine, timings, counts, truncated, failure, reason, attempts, created_at AS "createdAt",
  started_at AS "startedAt", finished_at AS "finishedAt", expires_at AS "expiresAt"`;

/** A new job: QUEUED, or RUNNING from the start when this instance lints it at once (its first attempt). */
export async function insertJob(
  q: Queryable,
  job: {
    id: string;
    teamId: string;
    userId: string;
    fileName: string;
    fileSize: number;
    syntax: string;
    ruleset: string;
    ttlHours: number;
    running: boolean;
  },
): Promise<LintJobRow> {
  const { rows } = await q.query<LintJobRow>(
    `INSERT INTO lint_jobs (id, team_id, user_id, file_name, file_size, syntax, ruleset, expires_at, status, stage,
                            progress, started_at, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8),
             CASE WHEN $9::boolean THEN 'RUNNING' ELSE 'QUEUED' END,
             CASE WHEN $9::boolean THEN 'preparing' ELSE 'queued' END,
             CASE WHEN $9::boolean THEN 5 ELSE 0 END, CASE WHEN $9::boolean THEN now() END,
             CASE WHEN $9::boolean THEN 1 ELSE 0 END)
     RETURNING ${COLUMNS}`,
    [job.id, job.teamId, job.userId, job.fileName, job.fileSize, job.syntax, job.ruleset, job.ttlHours, job.running],
  );
  return rows[0];
}

export async function insertChunk(q: Queryable, jobId: string, seq: number, data: Buffer): Promise<void> {
  await q.query('INSERT INTO lint_upload_chunks (job_id, seq, data) VALUES ($1, $2, $3)', [jobId, seq, data]);
}

/** A job that has not expired; with teamId, only the team's own. */
export async function findJob(q: Queryable, id: string, teamId?: string): Promise<LintJobRow | undefined> {
  const { rows } = await q.query<LintJobRow>(
    `SELECT ${COLUMNS} FROM lint_jobs WHERE id = $1 AND ($2::uuid IS NULL OR team_id = $2) AND expires_at > now()`,
    [id, teamId ?? null],
  );
  return rows[0];
}

/** The stored results' JSON text, as written by the worker. */
export async function findResultsJson(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ results: string | null }>('SELECT results FROM lint_jobs WHERE id = $1', [id]);
  return rows[0]?.results ?? null;
}

export async function countChunks(q: Queryable, jobId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM lint_upload_chunks WHERE job_id = $1', [
    jobId,
  ]);
  return rows[0].n;
}

export async function findChunk(q: Queryable, jobId: string, seq: number): Promise<Buffer | undefined> {
  const { rows } = await q.query<{ data: Buffer }>(
    'SELECT data FROM lint_upload_chunks WHERE job_id = $1 AND seq = $2',
    [jobId, seq],
  );
  return rows[0]?.data;
}

/** QUEUED (or RUNNING left by a stopped instance) to RUNNING; undefined when the job has ended or is gone. */
export async function startJob(q: Queryable, id: string): Promise<LintJobRow | undefined> {
  const { rows } = await q.query<LintJobRow>(
    `UPDATE lint_jobs SET status = 'RUNNING', stage = 'preparing', progress = 5, started_at = now(),
            attempts = attempts + 1
      WHERE id = $1 AND status IN ('QUEUED', 'RUNNING') RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

/** The job's stage, progress and (once known) engine and stage times so far. */
export async function setStage(
  q: Queryable,
  id: string,
  s: { stage: string; progress: number; engine?: string; timings?: Record<string, number> },
): Promise<void> {
  await q.query(
    `UPDATE lint_jobs SET stage = $2, progress = $3, engine = COALESCE($4, engine), timings = COALESCE($5, timings)
      WHERE id = $1 AND status = 'RUNNING'`,
    [id, s.stage, s.progress, s.engine ?? null, s.timings ? JSON.stringify(s.timings) : null],
  );
}

export async function succeedJob(
  q: Queryable,
  id: string,
  r: {
    resultsJson: string;
    counts: Record<string, number>;
    format: string | null;
    truncated: boolean;
    engine: string;
    timings: Record<string, number>;
  },
): Promise<void> {
  await q.query(
    `UPDATE lint_jobs SET status = 'SUCCEEDED', stage = 'done', progress = 100, finished_at = now(),
            results = $2, counts = $3, format = $4, truncated = $5, engine = $6, timings = $7
      WHERE id = $1 AND status = 'RUNNING'`,
    [id, r.resultsJson, JSON.stringify(r.counts), r.format, r.truncated, r.engine, JSON.stringify(r.timings)],
  );
}

/** The stage times once the job has ended (saving includes the results' write). */
export async function setTimings(q: Queryable, id: string, timings: Record<string, number>): Promise<void> {
  await q.query('UPDATE lint_jobs SET timings = $2 WHERE id = $1', [id, JSON.stringify(timings)]);
}

export async function failJob(q: Queryable, id: string, failure: string, reason: string): Promise<void> {
  await q.query(
    `UPDATE lint_jobs SET status = 'FAILED', stage = 'done', progress = 100, finished_at = now(), failure = $2,
            reason = $3
      WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')`,
    [id, failure, reason],
  );
}

/** Back to QUEUED: the job's instance stopped while running it, and the queue runs it again. */
export async function requeueJob(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE lint_jobs SET status = 'QUEUED', stage = 'queued', progress = 0, started_at = NULL, engine = NULL,
            timings = NULL
      WHERE id = $1 AND status = 'RUNNING'`,
    [id],
  );
}

/** Deletes expired jobs (their chunks go with them). */
export async function deleteExpired(q: Queryable): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM lint_jobs WHERE expires_at <= now()');
  return rowCount ?? 0;
}
