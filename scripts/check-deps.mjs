// Dependency checks of `npm test`'s static layer (issue 13 item 13), offline:
// - package-lock.json is there, lockfileVersion 3, complete (an entry for every declared dependency), and every package in it is pinned by a sha512 integrity hash,
//   from the registry (no git, file or http sources); workspace links point at workspaces;
// - what is installed is exactly the lockfile (node_modules/.package-lock.json agrees with it, version and hash);
// - `npm ls --all` reports no problem beyond the explained ones below;
// - sbom.cdx.json (written by the build, scripts/sbom.mjs) is newer than the lockfile, lists every runtime
//   dependency of the server, the web app and the contracts at its installed version with the lockfile's hash,
//   and no development tool.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { missingEntries } from './lockfile-complete.mjs';
import { SBOM_FILE } from './sbom.mjs';

/** `npm ls` problems that are known and accepted: the package, who asks for another version, and why it is fine. */
const EXPLAINED = [
  {
    name: 'ajv',
    from: 'apps/web/node_modules/@hookform/resolvers',
    why: 'an optional peer of its ajv resolver, which the console never imports (its forms use the zod resolver); the ajv npm finds is ESLint 9.x’s 6.x',
  },
  {
    name: 'react',
    from: 'node_modules/swagger-ui-react/node_modules/react-debounce-input',
    why: 'swagger-ui-react 5 (the OpenAPI viewer) supports React < 20 itself, but two of its own dependencies still declare React ≤ 18 as peer; they work with React 19, and the viewer is covered by the browser journeys',
  },
  {
    name: 'react',
    from: 'node_modules/swagger-ui-react/node_modules/react-inspector',
    why: 'as above (react-inspector, a dependency of swagger-ui-react)',
  },
];
/** Development tools that must never be in the bill of what ships. */
const DEV_ONLY = [
  'vitest',
  'vite',
  'eslint',
  'prettier',
  'typescript',
  'tsx',
  'drizzle-kit',
  'playwright-core',
  'autocannon',
];
const WORKSPACES_WITH_RUNTIME = ['apps/server', 'apps/web', 'packages/contracts'];

const failures = [];
const fail = (msg) => failures.push(msg);
const readJson = (p) => JSON.parse(readFileSync(path.join(root, p), 'utf8'));

// 1. The lockfile.
const lockPath = path.join(root, 'package-lock.json');
if (!existsSync(lockPath)) {
  console.error('✖ package-lock.json is missing');
  process.exit(1);
}
const lock = readJson('package-lock.json');
if (lock.lockfileVersion !== 3) fail(`package-lock.json has lockfileVersion ${lock.lockfileVersion}, expected 3`);
const workspaces = new Set(readJson('package.json').workspaces.flatMap((w) => (w.endsWith('/*') ? [] : [w])));
let pinned = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  if (!where.includes('node_modules/')) continue;
  if (entry.link) {
    const target = entry.resolved ?? '';
    if (!workspaces.has(target) && !/^(apps|packages)\/[^/]+$/.test(target)) fail(`${where} links to ${target}`);
    continue;
  }
  if (!/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? '')) fail(`${where} has no sha512 integrity hash`);
  if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/'))
    fail(`${where} comes from ${entry.resolved}, not the npm registry`);
  pinned++;
}

// Complete: `npm ci` (what npm start, npm test and CI install with) finds an entry for every declared dependency.
for (const hole of missingEntries(lock)) fail(`package-lock.json is incomplete (npm ci would refuse it): ${hole}`);

// 2. What is installed is what the lockfile says.
const hidden = path.join(root, 'node_modules/.package-lock.json');
if (!existsSync(hidden)) fail('node_modules/.package-lock.json is missing: dependencies are not installed by npm');
else {
  for (const [where, entry] of Object.entries(readJson('node_modules/.package-lock.json').packages)) {
    const locked = lock.packages[where];
    if (!locked) fail(`${where} is installed but not in package-lock.json`);
    else if (locked.version !== entry.version || (locked.integrity ?? '') !== (entry.integrity ?? ''))
      fail(`${where} is installed as ${entry.version}, package-lock.json says ${locked.version}`);
  }
}

// 3. npm ls --all: the installed tree satisfies every declared range, but for the explained exceptions.
const ls = spawnSync('npm', ['ls', '--all', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const tree = JSON.parse(ls.stdout || '{}');
const seen = new Set();
function walk(node, name) {
  if (node.missing) fail(`npm ls: ${name} is missing (${node.required ?? ''})`);
  if (node.extraneous) fail(`npm ls: ${name} is extraneous`);
  if (typeof node.invalid === 'string') {
    for (const m of node.invalid.matchAll(/"([^"]*)" from (\S+?)(?:,|$)/g)) {
      const key = `${name}@${node.version} wanted ${m[1]} by ${m[2]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (!EXPLAINED.some((e) => e.name === name && e.from === m[2])) fail(`npm ls: ${key}`);
    }
  }
  for (const [child, sub] of Object.entries(node.dependencies ?? {})) walk(sub, child);
}
walk(tree, tree.name ?? 'root');
for (const p of tree.problems ?? [])
  if (!EXPLAINED.some((e) => p.startsWith(`invalid: ${e.name}@`))) fail(`npm ls: ${p}`);

// 4. The SBOM of the build.
function installedVersion(workspace, name) {
  return (lock.packages[`${workspace}/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`])?.version;
}
if (!existsSync(SBOM_FILE)) fail('sbom.cdx.json is missing: run `npm run build` (or `node scripts/sbom.mjs`)');
else if (statSync(SBOM_FILE).mtimeMs < statSync(lockPath).mtimeMs)
  fail('sbom.cdx.json is older than package-lock.json: run `npm run build` (or `node scripts/sbom.mjs`)');
else {
  const bom = JSON.parse(readFileSync(SBOM_FILE, 'utf8'));
  if (bom.bomFormat !== 'CycloneDX') fail(`sbom.cdx.json is ${bom.bomFormat}, not CycloneDX`);
  const listed = new Map((bom.components ?? []).map((c) => [`${c.name}@${c.version}`, c]));
  const names = new Set((bom.components ?? []).map((c) => c.name));
  let runtime = 0;
  for (const ws of WORKSPACES_WITH_RUNTIME) {
    for (const name of Object.keys(readJson(`${ws}/package.json`).dependencies ?? {})) {
      runtime++;
      if (name.startsWith('@dc/')) {
        if (!names.has(name.slice(4))) fail(`sbom.cdx.json does not list the workspace ${name}`);
        continue;
      }
      const version = installedVersion(ws, name);
      if (!listed.has(`${name}@${version}`)) fail(`sbom.cdx.json does not list ${name}@${version} (of ${ws})`);
    }
  }
  for (const tool of DEV_ONLY) if (names.has(tool)) fail(`sbom.cdx.json lists the development tool ${tool}`);
  // Each listed package carries the lockfile's hash.
  const hashes = new Map();
  for (const [where, e] of Object.entries(lock.packages))
    if (e.integrity?.startsWith('sha512-'))
      hashes.set(
        `${where.split('node_modules/').pop()}@${e.version}`,
        Buffer.from(e.integrity.slice(7), 'base64').toString('hex'),
      );
  for (const [key, c] of listed) {
    if (!c.purl) continue;
    const sha = (c.hashes ?? []).find((h) => h.alg === 'SHA-512')?.content;
    if (hashes.has(key) && sha !== hashes.get(key)) fail(`sbom.cdx.json: ${key} has a hash other than the lockfile's`);
  }
  console.log(`sbom.cdx.json: ${listed.size} components; all ${runtime} runtime dependencies listed`);
}

console.log(`package-lock.json: lockfileVersion ${lock.lockfileVersion}, ${pinned} packages pinned by sha512`);
for (const e of EXPLAINED) console.log(`accepted npm ls difference: ${e.name} wanted by ${e.from}: ${e.why}`);
if (failures.length) {
  for (const f of failures) console.error(`✖ ${f}`);
  process.exit(1);
}
console.log('dependencies: ok');
