// Helpers shared by the start and test scripts (node built-ins only: they run before `npm ci`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0 && !opts.allowFail) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  return r.status ?? 1;
}

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

/**
 * Installs exactly the lockfile (`npm ci`) when node_modules is missing or older than the lockfile. `npm ci` never
 * writes package-lock.json, so starting or testing a fresh clone leaves every tracked file as it was.
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker) || mtime(path.join(root, 'package-lock.json')) > mtime(marker)) {
    console.log('› installing dependencies (npm ci, exactly as package-lock.json says)');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

/** Builds the web app and the server when their sources are newer than the build. */
export function ensureBuilt({ force = false } = {}) {
  const web = path.join(root, 'apps/web/dist/index.html');
  const server = path.join(root, 'apps/server/dist/server.js');
  const contracts = newest(path.join(root, 'packages/contracts/src'));
  const webStale =
    mtime(web) <
    Math.max(newest(path.join(root, 'apps/web/src')), newest(path.join(root, 'apps/web/public')), contracts);
  const serverStale = mtime(server) < Math.max(newest(path.join(root, 'apps/server/src')), contracts);
  if (force || webStale) run('npm', ['run', 'build', '-w', '@dc/web']);
  if (force || serverStale) run('npm', ['run', 'build', '-w', '@dc/server']);
  // The bill of materials (scripts/sbom.mjs) changes only with the installed packages.
  const sbom = path.join(root, 'sbom.cdx.json');
  if (force || mtime(sbom) < mtime(path.join(root, 'package-lock.json'))) run('node', ['scripts/sbom.mjs']);
}

// The journeys' browser (e2e/playwright.config.ts reads the same default).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/** Browser tests drive Debian's chromium headless shell; install it when possible, else say exactly how. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log(`› installing Debian ${CHROMIUM_PACKAGE} for the browser tests (apt-get)`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', CHROMIUM_PACKAGE], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it with:\n\n  sudo apt-get install -y ${CHROMIUM_PACKAGE}\n`,
  );
  process.exit(1);
}
