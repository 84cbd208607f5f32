/**
 * Starts this instance's part of linting (the worker pool, the queue's workers, the hourly purge of expired
 * results) and stops it: running jobs are handed back to the queue, so a restart runs them again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Platform } from '../../platform/platform.js';
import { LintPool } from './lint-pool.js';
import { createLintRunner } from './linter.job.js';
import { startLintQueue, type LintQueue } from './linter.queue.js';
import * as repo from './linter.repository.js';
import { removeStaleUploads } from './upload-guards.js';

const PURGE_EVERY_MS = 15 * 60_000;

export interface Linting {
  /** Lints an upload on this instance at once when it has a free slot (linter.queue.ts). */
  startLocal: LintQueue['startLocal'];
  /** Wakes this instance's workers for a new job. */
  notify(): void;
  close(): Promise<void>;
}

/** Expired jobs, and files of jobs this instance no longer has in the database. */
async function purge(platform: Platform): Promise<void> {
  const { pool, config } = platform;
  await repo.deleteExpired(pool);
  const dir = path.join(config.LINT_STORAGE_DIR, 'jobs');
  const cutoff = Date.now() - config.LINT_RESULT_TTL_HOURS * 3600_000;
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && stat.mtimeMs < cutoff) await fs.promises.rm(path.join(dir, name), { force: true });
  }
  await removeStaleUploads(config.LINT_STORAGE_DIR);
}

export async function startLinting(platform: Platform): Promise<Linting> {
  const { config, log } = platform;
  await fs.promises.mkdir(config.LINT_STORAGE_DIR, { recursive: true, mode: 0o700 });
  const lintPool = new LintPool(config.LINT_WORKERS, {
    timeoutSeconds: config.LINT_TIMEOUT_SECONDS,
    maxMemoryMb: config.LINT_MAX_MEMORY_MB,
    warmUp: config.LINT_PREWARM,
  });
  const runner = createLintRunner(platform, lintPool);
  const lintQueue = await startLintQueue(platform, runner, config.QUEUE_ENABLED);
  // The first job then finds its rulesets built (about a second of a worker's time, once per worker).
  if (config.QUEUE_ENABLED && config.LINT_PREWARM) lintPool.warm();

  const runPurge = () => purge(platform).catch((err) => log.warn({ err }, 'lint purge failed'));
  void runPurge();
  const timer = setInterval(runPurge, PURGE_EVERY_MS);
  timer.unref();

  return {
    startLocal: lintQueue.startLocal,
    notify: lintQueue.wake,
    async close() {
      clearInterval(timer);
      await lintQueue.stop();
      await lintPool.close();
      // The runs put their jobs back (QUEUED) and fail them in pg-boss, which retries them.
      await Promise.race([lintQueue.settled(), new Promise((r) => setTimeout(r, 10_000).unref())]);
    },
  };
}
