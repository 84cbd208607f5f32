/**
 * Which server test files need no test server and no database (issue 23): they run once, in the unit layer, instead
 * of once per PostgreSQL (the server layer runs on the embedded one and again on an external one). A file needs the
 * server's set-up when it imports a module of apps/server/src/test/ (harness, demo server, mail sink, ...) or a
 * module's test kit (`*-kit.ts`, which starts servers); anything else is pure code under test. A file put on the
 * wrong side by mistake fails loudly: without the server layer's global set-up it has no database to connect to.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+)'/g;

/** True when `file`'s source imports test set-up from `testDir` or a test kit. */
export function needsTestServer(file: string, source: string, testDir: string): boolean {
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), specifier);
    if (target.startsWith(testDir + path.sep) || /-kit\.js$/.test(target)) return true;
  }
  return false;
}

/** The server's test files (paths relative to `root`), split by whether they need the server's test set-up. */
export function serverTestFiles(root: string) {
  const src = path.join(root, 'apps/server/src');
  const testDir = path.join(src, 'test');
  const files = (readdirSync(src, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(src, f))
    .sort();
  const split = { withServer: [] as string[], databaseFree: [] as string[] };
  for (const file of files) {
    const side = needsTestServer(file, readFileSync(file, 'utf8'), testDir) ? 'withServer' : 'databaseFree';
    split[side].push(path.relative(root, file));
  }
  return split;
}
