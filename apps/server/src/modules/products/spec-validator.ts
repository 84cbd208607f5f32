/**
 * Parses and validates uploaded product documents in a worker thread, so that a large document (seconds of
 * Spectral) never holds up the other requests of this instance. One worker per instance, started on first use and
 * reused (Spectral's rulesets load once); documents wait their turn. A worker that runs past the time limit or out of
 * memory is ended and the next document starts a new one.
 */
import { Worker } from 'node:worker_threads';
import { PLATFORM_ERROR_CODES, PRODUCT_ERRORS } from '@dc/contracts';
import { AppError, catalogueError } from '../../platform/errors.js';
import { workerEntry } from '../../platform/worker-entry.js';
import type { SpecDocument } from './spec-document.js';

export interface SpecRequest {
  id: number;
  text: string;
  fileName?: string;
}
export type SpecReply =
  | { id: number; ok: true; doc: SpecDocument }
  | { id: number; ok: false; error: { statusCode?: number; code?: string; message: string; details?: unknown } };

export interface SpecValidatorLimits {
  timeoutSeconds: number;
  maxMemoryMb: number;
}

export interface SpecValidator {
  read(text: string, fileName?: string): Promise<SpecDocument>;
  close(): Promise<void>;
}

export function createSpecValidator(limits: SpecValidatorLimits): SpecValidator {
  let worker: Worker | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const start = () => {
    const { url, options } = workerEntry(new URL('./spec-worker.ts', import.meta.url));
    const w = new Worker(url, { ...options, resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb } });
    // An idle validator must not keep the process alive.
    w.unref();
    return w;
  };

  /** One document at a time on the worker; resolves with its reply, or rejects when the worker ends first. */
  const ask = (w: Worker, req: SpecRequest) =>
    new Promise<SpecReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        void w.terminate();
        reject(problem(`Validating the document took longer than ${limits.timeoutSeconds} seconds.`));
      }, limits.timeoutSeconds * 1000);
      const onMessage = (reply: SpecReply) => {
        if (reply.id !== req.id) return;
        cleanup();
        resolve(reply);
      };
      // Only a worker that hit its heap limit is the document's fault; any other end is the server's (500).
      const onError = (err: Error & { code?: string }) => {
        cleanup();
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? problem('Validating the document needed more memory than the server allows.')
            : new Error(`spec validation worker failed: ${err.message}`, { cause: err }),
        );
      };
      const onExit = (code: number) => onError(new Error(`the worker stopped (exit code ${code})`));
      const cleanup = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('exit', onExit);
        w.off('error', onError);
      };
      w.on('message', onMessage);
      w.on('exit', onExit);
      w.on('error', onError);
      w.postMessage(req);
    });

  const run = async (text: string, fileName?: string): Promise<SpecDocument> => {
    if (closed) throw new AppError(503, PLATFORM_ERROR_CODES.unavailable, 'The server is shutting down.');
    if (!worker) {
      const w = start();
      worker = w;
      w.once('exit', () => {
        if (worker === w) worker = undefined;
      });
    }
    const reply = await ask(worker, { id: nextId++, text, fileName });
    if (reply.ok) return reply.doc;
    const e = reply.error;
    if (e.statusCode && e.code) throw new AppError(e.statusCode, e.code, e.message, e.details);
    throw new Error(`spec validation failed: ${e.message}`);
  };

  return {
    read(text, fileName) {
      const turn = queue.then(() => run(text, fileName));
      queue = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      closed = true;
      await worker?.terminate();
      worker = undefined;
    },
  };
}

const problem = (message: string) =>
  catalogueError(PRODUCT_ERRORS.specInvalid, [{ line: 1, column: 1, message, path: [] }]);
