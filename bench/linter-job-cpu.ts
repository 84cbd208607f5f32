/**
 * Thread CPU of one lint job per stage, in a fresh process that does what a fresh lint worker does before it: build
 * the rulesets, lint the early warm-up plan (OpenAPI documents and document-schema units, not the late AsyncAPI
 * ones), then lint each file in turn as a job (the last one is the measured job, the others come before it as a
 * bench's earlier uploads do). Prints one JSON line: thread CPU (ms, /proc/thread-self/schedstat) and wall per stage.
 * node --import tsx bench/linter-job-cpu.ts [--root <tree>] file...
 * --root names a checkout whose linter module is loaded (default: this one), so two trees can be alternated:
 * for i in 1 2 3; do for r in /work/main .; do node --import tsx bench/linter-job-cpu.ts --root $r a.json b.json; done; done
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { root: { type: 'string', default: path.resolve(import.meta.dirname, '..') } },
  allowPositionals: true,
});
const root = path.resolve(values.root!);
const files = positionals.map((f) => path.resolve(f));
const linter = path.join(root, 'apps/server/src/modules/linter');

type Job = (file: string) => Promise<{ total: number; timings: Record<string, number> }>;
const lint = await import(path.join(linter, 'spectral-lint.ts'));
const parser = await import(path.join(linter, 'fast/source-parser.ts'));
const warm = await import(path.join(linter, 'fast/warm-up.ts'));

/** Thread CPU in ms (the kernel's run time of this thread alone, not V8's helper threads). */
const threadCpu = () => Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;

const laps: Record<string, { cpu: number; wall: number }> = {};
function lap(): (stage: string) => void {
  let cpu = threadCpu();
  let wall = performance.now();
  return (stage) => {
    const c = threadCpu();
    const w = performance.now();
    laps[stage] = { cpu: (laps[stage]?.cpu ?? 0) + c - cpu, wall: (laps[stage]?.wall ?? 0) + w - wall };
    cpu = c;
    wall = w;
  };
}

/** The worker's job (lint-worker.ts: read, preparse, lintText), with a lap per stage. */
const job: Job = async (file) => {
  const mark = lap();
  const text = fs.readFileSync(file, 'utf8');
  mark('reading');
  parser.preparse(text);
  mark('preparse');
  const out = await lint.lintText(text, file, 1e9, (stage: string) => mark(`before-${stage}`), 'recommended', 'fast');
  mark('saving');
  return out;
};

lint.linterFor('recommended');
for (const unit of warm.warmUpPlan().filter((d: [string, string]) => !warm.lateWarmUp(d))) await warm.warmUpOne(unit);
let last: Awaited<ReturnType<Job>> | undefined;
for (const [i, file] of files.entries()) {
  if (i === files.length - 1) for (const k of Object.keys(laps)) delete laps[k];
  last = await job(file);
}
// lintText's stage callbacks mark the end of the stage before: before-parsing ends preparse's tail, before-linting
// ends parsing (the Document), before-saving ends linting.
const cpu = (k: string) => Math.round((laps[k]?.cpu ?? 0) * 10) / 10;
const stages = {
  reading: cpu('reading'),
  parsing: Math.round((cpu('preparse') + cpu('before-parsing') + cpu('before-linting')) * 10) / 10,
  linting: cpu('before-saving'),
  saving: cpu('saving'),
};
const total = Math.round(Object.values(stages).reduce((a, b) => a + b, 0) * 10) / 10;
console.log(
  JSON.stringify({
    root: path.basename(root),
    cpu: { ...stages, total },
    results: last?.total,
    timings: last?.timings,
  }),
);
