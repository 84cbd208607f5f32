// Bundles the server (and the contracts it imports) into dist/server.js; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@dc/'));

await build({
  // Worker threads' entries are their own files next to dist/server.js (platform/worker-entry.ts finds them).
  entryPoints: [
    'src/server.ts',
    { in: 'src/modules/linter/lint-worker.ts', out: 'lint-worker' },
    { in: 'src/modules/products/spec-worker.ts', out: 'spec-worker' },
    { in: 'src/platform/mail/sink-worker.ts', out: 'sink-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js');
