/**
 * One PostgreSQL server for the whole server suite: TEST_DATABASE_URL (an external server) when set,
 * else an embedded server in a temporary directory. Each test file then creates its own database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../platform/db/embedded.js';
import { createLogger } from '../platform/logging.js';
import { createTemplateDatabase } from './template-database.js';

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;
let dataRoot: string | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgKind: 'embedded' | 'external';
    /** The migrated database each test database is copied from. */
    pgTemplate: string;
    /** The directory the run's test servers keep their data dirs in (removed at the end of the run). */
    testDataRoot: string;
  }
}

export async function setup(project: TestProject) {
  // Every test server's data dir goes under one directory of the run, so the run leaves none behind in /tmp.
  dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-test-run-'));
  await fs.chmod(dataRoot, 0o755);
  project.provide('testDataRoot', dataRoot);
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    project.provide('pgKind', 'external');
    project.provide('pgTemplate', await createTemplateDatabase(external));
    return;
  }
  // World-traversable parent so the postgres user can reach the cluster when running as root.
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-test-pg-'));
  await fs.chmod(dir, 0o755);
  embedded = await startEmbeddedPostgres({ dataDir: dir, port: 0, log: createLogger('warn') });
  project.provide('pgAdminUrl', embedded.url);
  project.provide('pgKind', 'embedded');
  project.provide('pgTemplate', await createTemplateDatabase(embedded.url));
}

export async function teardown() {
  // On an external server, drop the databases this run created (each test file made its own).
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const client = new pg.Client({ connectionString: external });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'dc\\_test\\_%'",
    );
    for (const r of rows)
      await client.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`).catch(() => undefined);
    await client.end();
  }
  await embedded?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  if (dataRoot) await fs.rm(dataRoot, { recursive: true, force: true });
}
