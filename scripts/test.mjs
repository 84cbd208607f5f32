// `npm test`: the whole suite — unit, server integration (embedded PostgreSQL, and an external one when
// TEST_DATABASE_URL is set) and browser journeys — ending with one line 'N passed, N failed'.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureChromium, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
ensureChromium();
ensureBuilt();

const out = path.join(root, 'test-results', 'summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const layers = [];

function vitest(name, project, env) {
  const file = path.join(out, `${name}.json`);
  run(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      env,
      allowFail: true,
    },
  );
  if (!existsSync(file)) return layers.push({ name, passed: 0, failed: 1, note: 'runner crashed' });
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed to load counts as a failure even if no test inside it ran.
  const brokenFiles = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  layers.push({
    name,
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests + r.numTodoTests,
  });
}

function playwright() {
  const file = path.join(out, 'e2e.json');
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    allowFail: true,
  });
  if (!existsSync(file)) return layers.push({ name: 'browser', passed: 0, failed: 1, note: 'runner crashed' });
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  layers.push({ name: 'browser', passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped });
}

function staticChecks() {
  const checks = [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['dependencies (lockfile, npm ls, SBOM)', ['exec', '--', 'node', 'scripts/check-deps.mjs']],
  ];
  let passed = 0;
  let failed = 0;
  for (const [name, args] of checks) {
    console.log(`\n› ${name}`);
    if (run('npm', args, { allowFail: true }) === 0) passed++;
    else failed++;
  }
  layers.push({ name: 'static checks (typecheck, lint, deps)', passed, failed });
}

const { TEST_DATABASE_URL, ...baseEnv } = process.env;
staticChecks();
vitest('unit', 'unit', baseEnv);
vitest('server (embedded PostgreSQL)', 'server', baseEnv);
if (TEST_DATABASE_URL) vitest('server (external PostgreSQL)', 'server', { ...baseEnv, TEST_DATABASE_URL });
else console.log('\n(server suite on an external PostgreSQL not run: TEST_DATABASE_URL is not set)');
playwright();

console.log('\nSummary');
for (const l of layers) {
  console.log(
    `  ${l.name.padEnd(32)} ${l.passed} passed, ${l.failed} failed${l.skipped ? `, ${l.skipped} skipped` : ''}${l.note ? ` (${l.note})` : ''}`,
  );
}
const passed = layers.reduce((n, l) => n + l.passed, 0);
const failed = layers.reduce((n, l) => n + l.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
