// `npm test`: the whole suite — unit, server integration (embedded PostgreSQL, and an external one when
// TEST_DATABASE_URL is set) and browser journeys — ending with one line 'N passed, N failed'.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureChromium, ensureInstalled, root, run } from './lib.mjs';
import { nodeRuntime } from './node-runtime.mjs';

ensureInstalled();
ensureChromium();
ensureBuilt();
const preparedIn = Math.round(process.uptime());

const out = path.join(root, 'test-results', 'summary');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const layers = [];

/** Runs Vitest projects, on another Node.js runtime when `node` is given (its workers inherit it). */
function vitest(name, projects, env, node = process.execPath) {
  const file = path.join(out, `${name}.json`);
  run(
    node,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { env, allowFail: true },
  );
  if (!existsSync(file)) return layers.push({ name, passed: 0, failed: 1, note: 'runner crashed' });
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed to load, or whose hooks failed (the leak guard), counts as a failure even if no test failed.
  const fileFailed = (t) => t.status === 'failed' && !t.assertionResults.some((a) => a.status === 'failed');
  const brokenFiles = r.testResults.filter(fileFailed).length;
  const details = r.testResults.flatMap((t) => {
    const file = path.relative(root, t.name);
    if (fileFailed(t)) return [`${file}: ${(t.message || 'failed outside its tests').split('\n')[0].slice(0, 600)}`];
    // CI keeps only the log's end: the failure's first lines are what tells a flake from a defect afterwards.
    return t.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${file} › ${a.fullName}${excerpt(a.failureMessages?.[0])}`);
  });
  layers.push({
    name,
    details,
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests + r.numTodoTests,
  });
}

/** The first lines of a failure message, indented under its test (ANSI colours removed). */
function excerpt(message) {
  if (!message) return '';
  const lines = message
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim() && !/^\s+at /.test(l));
  return lines
    .slice(0, 8)
    .map((l) => `\n        ${l.slice(0, 240)}`)
    .join('');
}

/** The browser journeys; the server under test runs on `serverNode` (the runner stays on the machine's Node). */
function playwright(name, serverNode) {
  const file = path.join(out, 'e2e.json');
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_SERVER_NODE: serverNode },
    allowFail: true,
  });
  if (!existsSync(file)) return layers.push({ name, passed: 0, failed: 1, note: 'runner crashed' });
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats;
  const details = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).findLast((r) => r.error)?.error;
      details.push(`${spec.file}:${spec.line} › ${spec.title}${excerpt(error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  layers.push({ name, details, passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped });
}

/** Runs `npm <args>` and resolves with its exit status and its output (kept whole, printed when it ends). */
function npmOutput(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * The projects of package.json's typecheck script, largest first (CPU seconds of tsc on one core: web ~40, server
 * ~31, bench ~27, e2e ~14, cli, client and contracts ~11 each).
 */
function typecheckProjects() {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.typecheck;
  const projects = [...script.matchAll(/tsc -p (\S+) --noEmit/g)].map((m) => m[1]);
  const order = ['apps/web', 'apps/server', 'bench', 'e2e'];
  const rank = (p) => (order.includes(p) ? order.indexOf(p) : order.length);
  return projects.sort((a, b) => rank(a) - rank(b));
}

async function staticChecks() {
  // Each typecheck project is a check of its own, so the two workers below share them with lint and finish together
  // (the whole typecheck script on one worker was ~150 s of CPU against ~40 s for everything else).
  const [first, second, ...restOfTypecheck] = typecheckProjects().map((p) => [
    `typecheck ${p}`,
    ['exec', '--', 'tsc', '-p', p, '--noEmit'],
  ]);
  const checks = [
    first,
    second,
    ...restOfTypecheck.slice(0, 1),
    ['lint', ['run', 'lint']],
    ...restOfTypecheck.slice(1),
    ['dependencies (lockfile, npm ls, SBOM)', ['exec', '--', 'node', 'scripts/check-deps.mjs']],
    ['generated/openapi.json matches the route table', ['run', 'openapi', '--', '--check']],
    ['first-paint JavaScript (issue 18)', ['exec', '--', 'node', '--import', 'tsx', 'bench/first-paint-check.ts']],
  ];
  // On a clean clone (CI), installing and building must leave every tracked file as it was.
  if (process.env.CI)
    checks.push(['install and build change no tracked file', ['exec', '--', 'git', 'diff', '--stat', '--exit-code']]);
  let passed = 0;
  let failed = 0;
  const failures = [];
  // tsc and eslint each use one core: two checks at a time keep both of CI's cores busy; the longest go first.
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [name, args] = check;
      const { status, output } = await npmOutput(args);
      console.log(`\n› ${name}`);
      process.stdout.write(output);
      if (status === 0) passed++;
      else {
        failed++;
        // CI keeps only the end of the log: the summary repeats why a check failed.
        const tail = output
          .trim()
          .split('\n')
          .filter((l) => !/^npm warn/.test(l));
        failures.push(
          `${name}:\n${tail
            .slice(-15)
            .map((l) => `    ${l}`)
            .join('\n')}`,
        );
      }
    }
  };
  await Promise.all([worker(), worker()]);
  layers.push({ name: 'static checks (typecheck, lint, deps)', passed, failed, details: failures });
}

/**
 * The supported LTS lines share the layers instead of repeating them (issue 23): static and the embedded server
 * layer on the machine's Node, unit and the external-PostgreSQL server layer on Node 22, the browser journeys'
 * server on Node 24. (Unit on 22: its Preact resolve hook runs in-thread there, module.registerHooks; Node 20's
 * off-thread hooks made the layer's set-up twice as long.) A runtime that cannot be fetched fails its layer in CI; elsewhere the layer runs on the machine's Node.
 */
function runtime(major, layer) {
  const rt = nodeRuntime(major);
  if (rt) return rt;
  if (process.env.CI) {
    layers.push({ name: layer, passed: 0, failed: 1, details: [`Node.js ${major} could not be fetched`] });
    return null;
  }
  console.log(`(Node.js ${major} unavailable: ${layer} runs on the machine's Node ${process.version})`);
  return { bin: process.execPath, version: process.version };
}

/** Runs a layer and notes how long it took (the suite's budget is 30 minutes on CI's two cores). */
async function timed(layer) {
  const start = Date.now();
  const before = layers.length;
  await layer();
  for (const l of layers.slice(before)) l.seconds = Math.round((Date.now() - start) / 1000);
}

const { TEST_DATABASE_URL, ...baseEnv } = process.env;
await timed(staticChecks);
const node22 = runtime(22, 'unit and server (external PostgreSQL)');
if (node22) await timed(() => vitest(`unit (Node ${node22.version})`, ['unit', 'server-unit'], baseEnv, node22.bin));
await timed(() => vitest(`server (embedded PostgreSQL, Node ${process.version})`, ['server'], baseEnv));
if (TEST_DATABASE_URL) {
  if (node22) {
    await timed(() =>
      vitest(
        `server (external PostgreSQL, Node ${node22.version})`,
        ['server'],
        { ...baseEnv, TEST_DATABASE_URL },
        node22.bin,
      ),
    );
  }
} else console.log('\n(server suite on an external PostgreSQL not run: TEST_DATABASE_URL is not set)');
const node24 = runtime(24, 'browser');
if (node24) await timed(() => playwright(`browser (server on Node ${node24.version})`, node24.bin));

// CI keeps only the end of the log, so what failed is repeated here, just above the totals.
const failing = layers.filter((l) => l.failed > 0 && l.details?.length);
if (failing.length) console.log('\nFailures');
for (const l of failing) {
  console.log(`  ${l.name}`);
  for (const d of l.details.slice(0, 30)) console.log(`    ✗ ${d}`);
  if (l.details.length > 30) console.log(`    … and ${l.details.length - 30} more`);
}
const took = (s) => `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
console.log(`\nSummary (install and build ${took(preparedIn)}, all ${took(Math.round(process.uptime()))})`);
for (const l of layers) {
  console.log(
    `  ${l.name.padEnd(56)} ${l.passed} passed, ${l.failed} failed${l.skipped ? `, ${l.skipped} skipped` : ''}${l.note ? ` (${l.note})` : ''}${l.seconds !== undefined ? `  [${took(l.seconds)}]` : ''}`,
  );
}
const passed = layers.reduce((n, l) => n + l.passed, 0);
const failed = layers.reduce((n, l) => n + l.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
