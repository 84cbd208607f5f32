/**
 * Entry of a lint worker thread: reads the stored file, lints it, reports stages and the outcome to the pool.
 * It runs under resourceLimits (heap) and is terminated on time-out, so the server's event loop and heap stay
 * untouched by the size of the document.
 */
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
// A pure function of the text; imported directly so the worker's bundle stays free of the products service.
import { expandedYamlNodes } from '../products/yaml-expansion.js';
import { lintText } from './spectral-lint.js';
import type { WorkerInput, WorkerMessage } from './lint-pool.js';

const input = workerData as WorkerInput;
const post = (m: WorkerMessage) => parentPort!.postMessage(m);
const MIN_NODE_BUDGET = 2_000_000;

async function main() {
  post({ type: 'stage', stage: 'reading' });
  const text = await fs.readFile(input.filePath, 'utf8');
  // YAML aliases can make a few kilobytes expand to billions of nodes (a "billion laughs"): the parser and rules
  // would take the whole memory limit before failing. Text without aliases has fewer nodes than characters.
  // Without an anchor (&) and an alias (*) nothing expands: big plain files skip the extra parse.
  const maxNodes = Math.max(MIN_NODE_BUDGET, text.length);
  if (text.includes('&') && text.includes('*') && expandedYamlNodes(text, maxNodes) > maxNodes) {
    const message = `The document expands to more than ${maxNodes} nodes through YAML aliases.`;
    return post({ type: 'error', failure: 'memory', message });
  }
  const output = await lintText(text, input.source, input.maxResults, (stage) => post({ type: 'stage', stage }));
  post({ type: 'done', output });
}

main().catch((err: unknown) => {
  post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
});
