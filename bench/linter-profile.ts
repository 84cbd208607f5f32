/**
 * Lints one document in this process with the fast engine (or Spectral's runner), for profiling:
 * node --cpu-prof --import tsx bench/linter-profile.ts [file] [--engine spectral] [--rounds N]
 * Prints CPU and wall time per round, peak RSS, the result count and the results' sha1.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lintText, linterFor } from '../apps/server/src/modules/linter/spectral-lint.js';
import { preparse } from '../apps/server/src/modules/linter/fast/source-parser.js';

const { values, positionals } = parseArgs({
  options: {
    engine: { type: 'string', default: 'fast' },
    rounds: { type: 'string', default: '1' },
    // Writes a CPU profile of that round alone (0-based) to linter-round-N.cpuprofile in the working directory.
    'profile-round': { type: 'string' },
  },
  allowPositionals: true,
});
// An absolute path, as the service names a document (the fast resolver needs it).
const file = path.resolve(positionals[0] ?? 'node_modules/@octokit/openapi/generated/api.github.com.json');
const text = fs.readFileSync(file, 'utf8');
linterFor('recommended');
const session = new inspector.Session();
session.connect();
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) =>
    session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
  );
for (let i = 0; i < Number(values.rounds); i++) {
  const profiled = values['profile-round'] === String(i);
  if (profiled) await post('Profiler.enable').then(() => post('Profiler.start'));
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
    `round ${i}: cpu ${((used.user + used.system) / 1e6).toFixed(2)} s, wall ${((performance.now() - wall) / 1e3).toFixed(2)} s,` +
      ` ${out.total} results sha1 ${sha}, timings ${JSON.stringify(out.timings)}, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
}
