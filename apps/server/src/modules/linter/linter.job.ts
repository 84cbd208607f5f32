/**
 * The lint job (pg-boss queue 'lint'): puts the upload on this instance's disk (from PostgreSQL unless it is
 * already there), lints it in a worker of the pool and records SUCCEEDED with results or FAILED with a reason.
 * An upload of this instance is linted at once (begin; linter.queue.ts claims its queue job). A job cut short by
 * a shutdown goes back to QUEUED and pg-boss runs it again (here after a restart, or on another instance); a job
 * whose instance died is retried once pg-boss expires it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LINTER_MAX_RESULTS } from '@dc/contracts';
import type { Platform } from '../../platform/platform.js';
import type { LintOutcome, LintPool, StageReport, WorkerStage } from './lint-pool.js';
import * as repo from './linter.repository.js';
import { jobFilePath, rulesetOf } from './linter.service.js';

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

  const inputOf = (file: string, ruleset: string) => ({
    filePath: file,
    source: file,
    maxResults: LINTER_MAX_RESULTS,
    ruleset: rulesetOf(ruleset),
    engine: config.LINT_ENGINE,
  });

  /** Writes the job's stage reports one after another. */
  function stageWriter(jobId: string) {
    let written = Promise.resolve();
    return {
      report(r: StageReport) {
        const update = { stage: r.stage, progress: progressOf(r), engine: r.engine, timings: r.timings };
        written = written.then(() => repo.setStage(pool, jobId, update)).catch(() => undefined);
      },
      done: () => written,
    };
  }

  /** Records the outcome; a shutdown hands the job back to the queue (ShutdownError). */
  async function settle(jobId: string, outcome: LintOutcome, file: string): Promise<void> {
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

  /** A job fetched from the queue. */
  async function run(jobId: string): Promise<void> {
    const row = await repo.startJob(pool, jobId);
    if (!row) return; // ended meanwhile, expired or deleted
    const file = await materialize(row);
    const stages = stageWriter(jobId);
    const outcome = await lintPool.run(inputOf(file, row.ruleset), row.fileSize, stages.report);
    await stages.done();
    await settle(jobId, outcome, file);
  }

  /**
   * An upload of this instance, linted from its file at once, while its transaction inserts the job (RUNNING) and
   * claims its queue job. Stage reports wait for the commit (the row is not visible before); the latest is then
   * written, so the page shows where the worker is.
   */
  function begin(jobId: string, file: string, fileSize: number, ruleset: string) {
    let stages: ReturnType<typeof stageWriter> | undefined;
    let latest: StageReport | undefined;
    const onStage = (r: StageReport) => (stages ? stages.report(r) : (latest = r));
    const linted = lintPool.run(inputOf(file, ruleset), fileSize, onStage);
    return {
      /** The job is committed: its outcome is recorded as a fetched job's. */
      async committed(): Promise<void> {
        stages = stageWriter(jobId);
        if (latest) stages.report(latest);
        const outcome = await linted;
        await stages.done();
        await settle(jobId, outcome, file);
      },
      /** The transaction failed: no job exists, the outcome is dropped. */
      async abandoned(): Promise<void> {
        await linted;
        await fs.promises.rm(file, { force: true });
      },
    };
  }

  async function fail(jobId: string, err: unknown): Promise<void> {
    const reason = `Linting could not run: ${String((err as Error)?.message ?? err).slice(0, 300)}`;
    await repo.failJob(pool, jobId, 'internal', reason);
    await fs.promises.rm(jobFilePath(config.LINT_STORAGE_DIR, jobId), { force: true });
  }

  return { run, begin, fail };
}
