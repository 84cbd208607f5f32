/**
 * Lints one document in this process with the fast engine (or Spectral's runner), for profiling:
 * node --import tsx bench/linter-profile.ts [file...] [--engine spectral] [--rounds N] [--profile-round job]
 * Prints CPU and wall time per round, peak RSS, the result count and the results' sha1.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lintText, linterFor } from '../apps/server/src/modules/linter/spectral-lint.js';
import { preparse } from '../apps/server/src/modules/linter/fast/source-parser.js';
import { warmUp } from '../apps/server/src/modules/linter/fast/warm-up.js';

const { values, positionals } = parseArgs({
  options: {
    engine: { type: 'string', default: 'fast' },
    rounds: { type: 'string', default: '1' },
    // Writes a CPU profile of that job alone (0-based, counting every file of every round) to linter-round-N.cpuprofile in the working directory.
    'profile-round': { type: 'string' },
    // Lints the warm-up documents first, as a fresh lint worker does before its first job.
    'warm-up': { type: 'boolean', default: false },
    // The profile's sampling interval in microseconds (V8's default is 1000).
    interval: { type: 'string', default: '1000' },
  },
  allowPositionals: true,
});
// An absolute path, as the service names a document (the fast resolver needs it).
// Several files are linted one after another in each round (a warm worker's sequence of jobs).
const files = (positionals.length ? positionals : ['node_modules/@octokit/openapi/generated/api.github.com.json']).map(
  (f) => path.resolve(f),
);
const texts = files.map((f) => fs.readFileSync(f, 'utf8'));
linterFor('recommended');
if (values['warm-up']) await warmUp();
const session = new inspector.Session();
session.connect();
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) =>
    session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
  );
let i = 0;
for (let round = 0; round < Number(values.rounds); round++)
  for (const [n, file] of files.entries()) {
    const text = texts[n];
    const profiled = values['profile-round'] === String(i);
    if (profiled) {
      await post('Profiler.enable');
      await new Promise<void>((resolve, reject) =>
        session.post('Profiler.setSamplingInterval', { interval: Number(values.interval) }, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
      await post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    const wall = performance.now();
    if (values.engine === 'fast') preparse(text);
    const out = await lintText(text, file, 1e9, undefined, 'recommended', values.engine as 'fast');
    const used = process.cpuUsage(cpu);
    if (profiled) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      fs.writeFileSync(`linter-round-${i}.cpuprofile`, JSON.stringify(profile));
    }
    const sha = createHash('sha1').update(out.resultsJson).digest('hex').slice(0, 8);
    console.log(
      `round ${round} ${path.basename(file)} (job ${i++}): cpu ${((used.user + used.system) / 1e6).toFixed(2)} s, wall ${((performance.now() - wall) / 1e3).toFixed(2)} s,` +
        ` ${out.total} results sha1 ${sha}, timings ${JSON.stringify(out.timings)}, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
  }
