// Writes sbom.cdx.json (CycloneDX 1.5): every package the console runs or ships — the server's runtime dependencies
// and the web app's, which its bundle carries — without the development tools, from the installed tree, offline
// (`npm sbom`). Part of `npm run build` and of the build `npm start` / `npm test` run.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

export const SBOM_FILE = path.join(root, 'sbom.cdx.json');
const SHIPPED = ['apps/server', 'apps/web'];

/** Where Node finds `name` from the package at `from` (a package-lock.json location), following workspace links. */
function resolveIn(packages, from, name) {
  const parts = from ? from.split('/') : [];
  for (let i = parts.length; i >= 0; i--) {
    if (parts[i - 1] === 'node_modules') continue;
    const base = parts.slice(0, i).join('/');
    const at = `${base ? `${base}/` : ''}node_modules/${name}`;
    const entry = packages[at];
    if (entry) return entry.link ? entry.resolved : at;
  }
  return undefined;
}

/** name@version of every package the shipped workspaces need at run time (dependencies, optional, required peers). */
export function runtimeClosure(lock) {
  const { packages } = lock;
  const seen = new Set();
  const refs = new Set();
  const visit = (at) => {
    if (seen.has(at)) return;
    seen.add(at);
    const entry = packages[at];
    if (at.includes('node_modules/')) refs.add(`${at.split('node_modules/').pop()}@${entry.version}`);
    const optionalPeers = Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional);
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers.some(([o]) => o === n));
    for (const name of [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...peers,
    ]) {
      const found = resolveIn(packages, at, name);
      if (found) visit(found); // an optional dependency for another platform is not installed
    }
  };
  for (const ws of SHIPPED) visit(ws);
  return refs;
}

export function writeSbom() {
  // `--omit dev` cannot be used: in a workspace tree npm then drops runtime packages that a root development tool
  // also uses (zod, ws, drizzle-orm, ...). The bill is npm's, kept to the runtime closure of the lockfile instead.
  // And npm sbom refuses a tree with any peer-range mismatch, while two known ones are accepted
  // (scripts/check-deps.mjs explains them); --legacy-peer-deps leaves peer edges out of that check.
  const args = ['sbom', '--sbom-format', 'cyclonedx', '--legacy-peer-deps', '-w', '@dc/server', '-w', '@dc/web'];
  const r = spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) {
    console.error(r.stderr);
    throw new Error(`npm sbom failed (exit ${r.status})`);
  }
  const bom = JSON.parse(r.stdout);
  const keep = runtimeClosure(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')));
  const isWorkspace = (c) => c.purl?.startsWith('pkg:npm/%40dc/');
  bom.components = bom.components.filter((c) => isWorkspace(c) || keep.has(`${c.name}@${c.version}`));
  const refs = new Set([bom.metadata.component['bom-ref'], ...bom.components.map((c) => c['bom-ref'])]);
  bom.dependencies = bom.dependencies
    .filter((d) => refs.has(d.ref))
    .map((d) => ({ ...d, dependsOn: (d.dependsOn ?? []).filter((x) => refs.has(x)) }));
  // npm names the root after its folder; the bill is of the application.
  Object.assign(bom.metadata.component, { type: 'application', name: 'developer-console' });
  writeFileSync(SBOM_FILE, JSON.stringify(bom, null, 2) + '\n');
  console.log(`SBOM written: sbom.cdx.json (${bom.components.length} components)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeSbom();
