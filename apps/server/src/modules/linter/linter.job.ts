/**
 * The lint job (pg-boss queue 'lint'): puts the upload on this instance's disk (from PostgreSQL unless it is
 * already there), lints it in a worker of the pool and records SUCCEEDED with results or FAILED with a reason.
 * A job cut short by a shutdown goes back to QUEUED and pg-boss runs it again (here after a restart, or on
 * another instance); a job whose instance died is retried once pg-boss expires it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LINTER_MAX_RESULTS } from '@dc/contracts';
import type { Platform } from '../../platform/platform.js';
import type { JobWithMetadata } from '../../platform/queue/queue.js';
import type { LintPool, StageReport, WorkerStage } from './lint-pool.js';
import * as repo from './linter.repository.js';
import { LINT_QUEUE, jobFilePath, lintJobOptions, rulesetOf } from './linter.service.js';

type LintJobData = { jobId: string };

const PROGRESS: Record<WorkerStage, number> = { reading: 10, parsing: 20, linting: 35, saving: 90 };
/** Progress of a stage report: linting with a percentage moves through 35..90. */
export const progressOf = (r: Pick<StageReport, 'stage' | 'percent'>) =>
  r.stage === 'linting' && r.percent !== undefined
    ? PROGRESS.linting + Math.round(((PROGRESS.saving - PROGRESS.linting) * Math.min(100, r.percent)) / 100)
    : PROGRESS[r.stage];

export class ShutdownError extends Error {}

export function createLintRunner(platform: Platform, lintPool: LintPool) {
  const { pool, config } = platform;

  /** The job's bytes as a file on this instance: the upload's own copy, or written from its chunks. */
  async function materialize(row: repo.LintJobRow): Promise<string> {
    const file = jobFilePath(config.LINT_STORAGE_DIR, row.id);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat?.size === row.fileSize) return file;
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.tmp`;
    const out = await fs.promises.open(partial, 'w', 0o600);
    try {
      const chunks = await repo.countChunks(pool, row.id);
      for (let seq = 0; seq < chunks; seq++) {
        const data = await repo.findChunk(pool, row.id, seq);
        if (!data) throw new Error(`chunk ${seq} of the upload is missing`);
        await out.write(data);
      }
    } finally {
      await out.close();
    }
    await fs.promises.rename(partial, file);
    return file;
  }

  async function run(jobId: string): Promise<void> {
    const row = await repo.startJob(pool, jobId);
    if (!row) return; // ended meanwhile, expired or deleted
    const file = await materialize(row);
    let stageWrite = Promise.resolve();
    const onStage = (r: StageReport) => {
      const update = { stage: r.stage, progress: progressOf(r), engine: r.engine, timings: r.timings };
      stageWrite = stageWrite.then(() => repo.setStage(pool, jobId, update)).catch(() => undefined);
    };
    const input = {
      filePath: file,
      source: file,
      maxResults: LINTER_MAX_RESULTS,
      ruleset: rulesetOf(row.ruleset),
      engine: config.LINT_ENGINE,
    };
    const outcome = await lintPool.run(input, row.fileSize, onStage);
    await stageWrite;
    if (!outcome.ok && outcome.failure === 'shutdown') {
      await repo.requeueJob(pool, jobId);
      throw new ShutdownError(outcome.reason);
    }
    try {
      if (outcome.ok) {
        // Saving covers the results' serialisation in the worker and their write here.
        const started = performance.now();
        const { output } = outcome;
        await repo.succeedJob(pool, jobId, output);
        const saving = (output.timings.saving ?? 0) + Math.round(performance.now() - started);
        await repo.setTimings(pool, jobId, { ...output.timings, saving });
      } else await repo.failJob(pool, jobId, outcome.failure, outcome.reason);
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  }

  async function fail(jobId: string, err: unknown): Promise<void> {
    const reason = `Linting could not run: ${String((err as Error)?.message ?? err).slice(0, 300)}`;
    await repo.failJob(pool, jobId, 'internal', reason);
    await fs.promises.rm(jobFilePath(config.LINT_STORAGE_DIR, jobId), { force: true });
  }

  return { run, fail };
}

/** Creates the queue and, with work, LINT_WORKERS workers of this instance. Returns their ids. */
export async function startLintQueue(
  platform: Platform,
  runner: ReturnType<typeof createLintRunner>,
  work: boolean,
): Promise<string[]> {
  const { queue, log, config } = platform;
  await queue.createQueue(LINT_QUEUE, { name: LINT_QUEUE, ...lintJobOptions(config.LINT_TIMEOUT_SECONDS) });
  if (!work) return [];
  const handler = async (jobs: JobWithMetadata<LintJobData>[]) => {
    for (const job of jobs) {
      try {
        await runner.run(job.data.jobId);
      } catch (err) {
        const last = job.retryCount >= job.retryLimit;
        if (!(err instanceof ShutdownError)) log.warn({ err, jobId: job.data.jobId, final: last }, 'lint job failed');
        if (last) await runner.fail(job.data.jobId, err);
        throw err;
      }
    }
  };
  const options = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 } as const;
  const ids: string[] = [];
  for (let i = 0; i < config.LINT_WORKERS; i++) ids.push(await queue.work<LintJobData>(LINT_QUEUE, options, handler));
  return ids;
}
