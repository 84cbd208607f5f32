/**
 * Where the lint worker's code is: the built server ships dist/lint-worker.js next to dist/server.js (build.mjs);
 * from source (tests, tsx, benchmarks) the TypeScript entry is loaded through tsx's loader, registered inside
 * the worker because a worker's entry module is resolved before any --import hook of its own would run.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';

let cached: { url: URL | string; options: WorkerOptions } | undefined;

export function workerEntry(): { url: URL | string; options: WorkerOptions } {
  if (cached) return cached;
  const built = new URL('./lint-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) {
    cached = { url: built, options: {} };
    return cached;
  }
  const source = new URL('./lint-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(source)}); })`;
  cached = { url: boot, options: { eval: true } };
  return cached;
}
