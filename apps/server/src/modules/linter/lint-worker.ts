/**
 * A lint worker thread: kept warm by the pool, it takes one job at a time (a message naming the stored file),
 * reads and lints it and reports each stage, its time and the outcome. It runs under resourceLimits (heap) and is
 * terminated on time-out, so the server's event loop and heap stay untouched by the size of the document.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { LintTimings } from '@dc/contracts';
// A pure function of the text; imported directly so the worker's bundle stays free of the products service.
import { expandedYamlNodes } from '../products/yaml-expansion.js';
import { preparse } from './fast/source-parser.js';
import { lateWarmUp, warmUpOne, warmUpPlan } from './fast/warm-up.js';
import { scheduleWarmUp } from './fast/warm-up-schedule.js';
import { linterFor, lintText, stageClock } from './spectral-lint.js';
import type { WorkerInput, WorkerMessage, WorkerSetup } from './lint-pool.js';

const MIN_NODE_BUDGET = 2_000_000;

async function lintJob(id: number, input: WorkerInput): Promise<void> {
  const post = (m: WorkerMessage) => parentPort!.postMessage(m);
  const timings: LintTimings = {};
  const clock = stageClock();
  post({ id, type: 'stage', stage: 'reading', timings });
  // One synchronous read: the thread has nothing else to do meanwhile, and readFile's round trips through the
  // thread pool (open, stat, read, close) each wait for this thread to be scheduled again on a busy machine.
  const text = fs.readFileSync(input.filePath, 'utf8');
  timings.reading = clock();
  // The fast engine runs the recommended rulesets; OWASP's expressions (e.g. a `^` mid-path) stay on Spectral.
  const engine = input.engine === 'fast' && input.ruleset === 'recommended' ? 'fast' : 'spectral';
  // The fast engine parses the text itself, once, here: text its parsers accept has no YAML aliases (JSON has none,
  // its YAML parser gives up on any), so the alias check's whole YAML parse (seconds and hundreds of MB on GitHub's
  // 13 MB description) is not needed.
  let preparsing = 0;
  if (engine === 'fast') post({ id, type: 'stage', stage: 'parsing', engine, timings });
  const own = engine === 'fast' && preparse(text);
  if (engine === 'fast') preparsing = clock();
  // YAML aliases can make a few kilobytes expand to billions of nodes (a "billion laughs"): the parser and rules
  // would take the whole memory limit before failing. Text without aliases has fewer nodes than characters.
  // Without an anchor (&) and an alias (*) nothing expands: big plain files skip the extra parse.
  const maxNodes = Math.max(MIN_NODE_BUDGET, text.length);
  if (!own && text.includes('&') && text.includes('*') && expandedYamlNodes(text, maxNodes) > maxNodes) {
    const message = `The document expands to more than ${maxNodes} nodes through YAML aliases.`;
    return post({ id, type: 'error', failure: 'memory', message });
  }
  const onStage = (stage: 'parsing' | 'linting' | 'saving', lap: LintTimings) =>
    post({ id, type: 'stage', stage, engine, timings: { ...timings, ...lap } });
  const output = await lintText(text, input.source, input.maxResults, onStage, input.ruleset, engine);
  const parsing = (output.timings.parsing ?? 0) + preparsing;
  post({ id, type: 'done', output: { ...output, engine, timings: { ...timings, ...output.timings, parsing } } });
}

/** The costly warm-up documents wait for this much idle time (fast/warm-up-schedule.ts). */
const LATE_WARM_UP_IDLE_MS = 10_000;

// Jobs and warm-up documents are linted one at a time (the fast engine's caches are set up per run).
let queue: Promise<void> = Promise.resolve();

// The recommended rulesets are built while the worker waits for its first job, then the warm-up documents linted,
// one at a time while no job waits.
linterFor('recommended');
const warming = scheduleWarmUp({
  documents: (workerData as WorkerSetup | null)?.warmUp ? warmUpPlan() : [],
  late: lateWarmUp,
  lateIdleMs: LATE_WARM_UP_IDLE_MS,
  lint: (document) => (queue = queue.then(() => warmUpOne(document))),
});

parentPort?.on('message', (m: WorkerInput & { id: number }) => {
  warming.jobArrived();
  queue = queue
    .then(() => lintJob(m.id, m))
    .catch((err: unknown) => {
      parentPort!.postMessage({
        id: m.id,
        type: 'error',
        message: err instanceof Error ? err.message : String(err),
      } satisfies WorkerMessage);
    })
    .finally(() => warming.jobDone());
});
