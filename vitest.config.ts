import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/build/preact-aliases';
import { serverTestFiles } from './apps/server/src/test/database-free';

/** The web's `@/` alias (apps/web/tsconfig.json paths, vite.config.ts). */
const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }];

/** Server test files that need no test server run once, in the unit layer (apps/server/src/test/database-free.ts). */
const serverTests = serverTestFiles(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  test: {
    projects: [
      {
        // The web's tests render with Preact, as the build does: Vite's aliases for the code Vitest transforms, a Node
        // hook for the libraries Node loads (apps/web/build/preact-node.mjs).
        resolve: { alias: [...webAlias, ...preactAliases] },
        test: {
          name: 'unit',
          execArgv: ['--import', fileURLToPath(new URL('./apps/web/build/preact-node.mjs', import.meta.url))],
          // Vitest's default leaves one of CI's two cores idle.
          maxWorkers: 2,
          // Each file still gets fresh modules and a fresh page, in a worker thread instead of a child process: most of
          // a web file's cost is that set-up (the layer's CPU, whole project on Node 22: 363 -> 260 s; issue 23).
          pool: 'threads',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
            'eslint/**/*.test.mjs',
          ],
          // happy-dom sets up in a fraction of jsdom's time (the layer: 208 -> 161 s, environment 175 -> 103 s); the
          // sanitiser tests keep jsdom (per-file comment), as DOMPurify does not sanitise on happy-dom.
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Web files keep module isolation: app-level singletons (session, query client, MUI's modal manager) would
          // otherwise leak from one file into the next (a router test then found a dialog left open).
          // Router tests render whole lazy pages: seconds each when the machine is busy.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          // Pure server code (parsers, the lint engine, renderers): no database, so it runs once, in the unit layer.
          // Files share their worker's modules as in the server project; the leak guard still checks each file.
          name: 'server-unit',
          include: serverTests.databaseFree,
          environment: 'node',
          testTimeout: 30_000,
          maxWorkers: 2,
          isolate: false,
          setupFiles: ['apps/server/src/test/leak-guard.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: serverTests.withServer,
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // Files share one PostgreSQL server but each gets its own database.
          fileParallelism: true,
          // Three files at a time on CI's two cores: a server file waits much of its time (restarts, broker and
          // mail outages, retry delays, kill -9 recoveries), and with two workers a fifth of the layer's CPU stayed
          // idle (vmstat during the rehearsal of ab0b0a4: 18 % on embedded PostgreSQL, 22 % on PostgreSQL 15).
          maxWorkers: 3,
          // Files share their worker's modules (each test server is its own app and database): importing the
          // server once per worker instead of once per file saves about two minutes per server layer on CI.
          // leak-guard.ts fails a file that leaves a socket or server open for the next file.
          isolate: false,
          setupFiles: ['apps/server/src/test/leak-guard.ts'],
        },
      },
    ],
  },
});
