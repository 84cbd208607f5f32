/**
 * The lint worker pool: at most `size` jobs at once, each in a fresh worker thread with a heap limit
 * (resourceLimits.maxOldGenerationSizeMb) and a time limit (the worker is terminated). A fresh worker per job
 * returns all of a big document's memory when the job ends and leaves no state behind.
 */
import { Worker } from 'node:worker_threads';
import type { LintFailure } from '@dc/contracts';
import type { LintOutput } from './spectral-lint.js';
import { workerEntry } from '../../platform/worker-entry.js';

export interface WorkerInput {
  filePath: string;
  source: string;
  maxResults: number;
}

export type WorkerStage = 'reading' | 'parsing' | 'linting' | 'saving';
export type WorkerMessage =
  | { type: 'stage'; stage: WorkerStage }
  | { type: 'done'; output: LintOutput }
  /** failure: the worker refused the document itself (the message is the reason); else it crashed. */
  | { type: 'error'; message: string; failure?: LintFailure };

export type LintOutcome =
  { ok: true; output: LintOutput } | { ok: false; failure: LintFailure | 'shutdown'; reason: string };

export interface PoolLimits {
  timeoutSeconds: number;
  maxMemoryMb: number;
}

export class LintPool {
  private readonly running = new Set<Worker>();
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly limits: PoolLimits,
  ) {}

  async run(input: WorkerInput, onStage: (stage: WorkerStage) => void): Promise<LintOutcome> {
    while (this.running.size >= this.size && !this.closed) await new Promise<void>((r) => this.waiting.push(r));
    if (this.closed) return { ok: false, failure: 'shutdown', reason: 'The server is shutting down.' };
    const { url, options } = workerEntry(new URL('./lint-worker.ts', import.meta.url));
    const worker = new Worker(url, {
      ...options,
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxMemoryMb },
    });
    this.running.add(worker);
    try {
      return await this.watch(worker, onStage);
    } finally {
      this.running.delete(worker);
      this.waiting.shift()?.();
    }
  }

  private watch(worker: Worker, onStage: (stage: WorkerStage) => void): Promise<LintOutcome> {
    const { timeoutSeconds, maxMemoryMb } = this.limits;
    return new Promise<LintOutcome>((resolve) => {
      let outcome: LintOutcome | undefined;
      const end = (o: LintOutcome) => {
        outcome ??= o;
        void worker.terminate();
      };
      const timer = setTimeout(
        () =>
          end({
            ok: false,
            failure: 'timeout',
            reason: `Linting took longer than the limit of ${timeoutSeconds} seconds.`,
          }),
        timeoutSeconds * 1000,
      );
      worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'stage') onStage(m.stage);
        else if (m.type === 'done') end({ ok: true, output: m.output });
        else if (m.failure) end({ ok: false, failure: m.failure, reason: m.message.slice(0, 300) });
        else end({ ok: false, failure: 'crash', reason: `Linting stopped with an error: ${m.message.slice(0, 300)}` });
      });
      worker.on('error', (err: Error & { code?: string }) => {
        end(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? {
                ok: false,
                failure: 'memory',
                reason: `Linting needed more than the limit of ${maxMemoryMb} MB of memory.`,
              }
            : { ok: false, failure: 'crash', reason: `The lint worker failed: ${err.message.slice(0, 300)}` },
        );
      });
      worker.on('exit', () => {
        clearTimeout(timer);
        const closedReason = 'The server stopped while linting; the job will run again.';
        resolve(outcome ?? (this.closed ? { ok: false, failure: 'shutdown', reason: closedReason } : crashed()));
      });
    });
  }

  /** Ends every running job (as 'shutdown', so it is run again) and refuses new ones. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake();
    await Promise.all([...this.running].map((w) => w.terminate()));
  }
}

const crashed = (): LintOutcome => ({ ok: false, failure: 'crash', reason: 'The lint worker stopped unexpectedly.' });
