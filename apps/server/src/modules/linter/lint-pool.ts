/**
 * The lint worker pool: at most `size` jobs at once, each on a warm worker thread (rulesets built once per worker,
 * kept between jobs) with a heap limit (resourceLimits.maxOldGenerationSizeMb) and a time limit. A worker that runs
 * out of heap or time is terminated, so only its own job fails; one that linted a big document is replaced, so
 * its heap goes back to the system instead of staying with an idle worker.
 */
import { Worker } from 'node:worker_threads';
import type { LintEngine, LintFailure, LintRuleset, LintTimings } from '@dc/contracts';
import type { LintOutput } from './spectral-lint.js';
import { workerEntry } from '../../platform/worker-entry.js';

export interface WorkerInput {
  filePath: string;
  source: string;
  maxResults: number;
  ruleset: LintRuleset;
  /** The engine asked for; the worker may still use Spectral for a ruleset the fast engine does not run. */
  engine: LintEngine;
}

export type WorkerStage = 'reading' | 'parsing' | 'linting' | 'saving';
/** A stage as it starts; linting may report again with its percentage done. */
export interface StageReport {
  stage: WorkerStage;
  percent?: number;
  engine?: LintEngine;
  /** The stages finished so far. */
  timings: LintTimings;
}
export type WorkerMessage = { id: number } & (
  | ({ type: 'stage' } & StageReport)
  | { type: 'done'; output: LintOutput & { engine: LintEngine } }
  /** failure: the worker refused the document itself (the message is the reason); else the job crashed. */
  | { type: 'error'; message: string; failure?: LintFailure }
);

export type LintOutcome =
  | { ok: true; output: LintOutput & { engine: LintEngine } }
  | { ok: false; failure: LintFailure | 'shutdown'; reason: string };

export interface PoolLimits {
  timeoutSeconds: number;
  maxMemoryMb: number;
  /** Each worker lints the warm-up documents while idle (LINT_PREWARM; tests leave it off to spare the CPU). */
  warmUp?: boolean;
}

/** What a worker is started with. */
export interface WorkerSetup {
  warmUp: boolean;
}

/** A worker that linted more than this many bytes of document is replaced (its heap has grown with them). */
export const RECYCLE_AFTER_BYTES = 8_000_000;

export class LintPool {
  private readonly running = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly exited = new WeakSet<Worker>();
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  private nextId = 1;

  constructor(
    private readonly size: number,
    private readonly limits: PoolLimits,
  ) {}

  /** Starts a worker ahead of the first job, so that job does not wait for the rulesets to build. */
  warm(): void {
    if (!this.closed && this.idle.length + this.running.size < this.size) this.idle.push(this.start());
  }

  private start(): Worker {
    const { url, options } = workerEntry(new URL('./lint-worker.ts', import.meta.url));
    const workerData: WorkerSetup = { warmUp: this.limits.warmUp ?? false };
    const worker = new Worker(url, {
      ...options,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxMemoryMb },
    });
    // An idle worker must not keep the process alive; an idle one that dies is simply dropped.
    worker.unref();
    worker.once('exit', () => {
      this.exited.add(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    worker.on('error', () => undefined);
    return worker;
  }

  async run(input: WorkerInput, fileSize: number, onStage: (s: StageReport) => void): Promise<LintOutcome> {
    while (this.running.size >= this.size && !this.closed) await new Promise<void>((r) => this.waiting.push(r));
    if (this.closed) return { ok: false, failure: 'shutdown', reason: 'The server is shutting down.' };
    const worker = this.idle.pop() ?? this.start();
    this.running.add(worker);
    let reusable = false;
    try {
      const { outcome, killed } = await this.watch(worker, input, onStage);
      reusable = !killed && fileSize <= RECYCLE_AFTER_BYTES;
      return outcome;
    } finally {
      this.running.delete(worker);
      if (reusable && !this.closed && !this.exited.has(worker)) this.idle.push(worker);
      else {
        void worker.terminate();
        this.warm();
      }
      this.waiting.shift()?.();
    }
  }

  /** killed: the worker was ended (time or heap limit, or it died) and must not be reused. */
  private watch(worker: Worker, input: WorkerInput, onStage: (s: StageReport) => void) {
    const { timeoutSeconds, maxMemoryMb } = this.limits;
    const id = this.nextId++;
    return new Promise<{ outcome: LintOutcome; killed: boolean }>((resolve) => {
      const end = (o: LintOutcome, kill = false) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (kill) void worker.terminate();
        resolve({ outcome: o, killed: kill });
      };
      const overTime = () => {
        const reason = `Linting took longer than the limit of ${timeoutSeconds} seconds.`;
        end({ ok: false, failure: 'timeout', reason }, true);
      };
      // The limit counts from the job's start in the worker: a fresh worker first builds its rulesets, which is
      // not the document's time (a worker that never starts is still ended, a minute later).
      let timer = setTimeout(overTime, (timeoutSeconds + 60) * 1000);
      let started = false;
      const onMessage = (m: WorkerMessage) => {
        if (m.id !== id) return;
        if (!started) {
          started = true;
          clearTimeout(timer);
          timer = setTimeout(overTime, timeoutSeconds * 1000);
        }
        if (m.type === 'stage') onStage(m);
        else if (m.type === 'done') end({ ok: true, output: m.output });
        else if (m.failure) end({ ok: false, failure: m.failure, reason: m.message.slice(0, 300) });
        else end({ ok: false, failure: 'crash', reason: `Linting stopped with an error: ${m.message.slice(0, 300)}` });
      };
      const onError = (err: Error & { code?: string }) => {
        const memory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
        const reason = memory
          ? `Linting needed more than the limit of ${maxMemoryMb} MB of memory.`
          : `The lint worker failed: ${err.message.slice(0, 300)}`;
        end({ ok: false, failure: memory ? 'memory' : 'crash', reason }, true);
      };
      const onExit = () => {
        const closedReason = 'The server stopped while linting; the job will run again.';
        end(this.closed ? { ok: false, failure: 'shutdown', reason: closedReason } : crashed(), true);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, ...input });
    });
  }

  /** Ends every running job (as 'shutdown', so it is run again) and refuses new ones. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake();
    await Promise.all([...this.running, ...this.idle.splice(0)].map((w) => w.terminate()));
  }
}

const crashed = (): LintOutcome => ({ ok: false, failure: 'crash', reason: 'The lint worker stopped unexpectedly.' });
