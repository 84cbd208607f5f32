/**
 * Entry of a lint worker thread: reads the stored file, lints it, reports stages and the outcome to the pool.
 * It runs under resourceLimits (heap) and is terminated on time-out, so the server's event loop and heap stay
 * untouched by the size of the document.
 */
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { lintText } from './spectral-lint.js';
import type { WorkerInput, WorkerMessage } from './lint-pool.js';

const input = workerData as WorkerInput;
const post = (m: WorkerMessage) => parentPort!.postMessage(m);

async function main() {
  post({ type: 'stage', stage: 'reading' });
  const text = await fs.readFile(input.filePath, 'utf8');
  const output = await lintText(text, input.source, input.maxResults, (stage) => post({ type: 'stage', stage }));
  post({ type: 'done', output });
}

main().catch((err: unknown) => {
  post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
});
