/**
 * Where a worker thread's code is: the built server ships dist/<name>.js next to dist/server.js (build.mjs); from
 * source (tests, tsx, benchmarks) the TypeScript entry is loaded through tsx's loader, registered inside the worker
 * because a worker's entry module is resolved before any --import hook of its own would run.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';

export interface WorkerEntry {
  url: URL | string;
  options: WorkerOptions;
}

const cache = new Map<string, WorkerEntry>();

/** source: the entry's .ts file, as `new URL('./x-worker.ts', import.meta.url)` in the module that starts it. */
export function workerEntry(source: URL): WorkerEntry {
  const known = cache.get(source.href);
  if (known) return known;
  // In the bundle, import.meta.url is dist/server.js, so the same expression names dist/x-worker.ts: its .js is there.
  const built = new URL(source.href.replace(/\.ts$/, '.js'));
  const entry: WorkerEntry = existsSync(fileURLToPath(built))
    ? { url: built, options: {} }
    : {
        url: `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(source.href)}); })`,
        options: { eval: true },
      };
  cache.set(source.href, entry);
  return entry;
}
