/**
 * The database every test server copies: migrated, with the job queue's schema and queues, and no rows of the
 * console's own. Copying it (CREATE DATABASE … TEMPLATE) is much cheaper than migrating an empty database for each
 * of the suite's ~80 servers.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { createLogger } from '../platform/logging.js';
import { startPlatform } from '../platform/platform.js';

/** Rows per table of the console's own schema. */
async function rowCounts(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const counts = new Map<string, number>();
  for (const { table_name } of rows) {
    const r = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${table_name}"`);
    counts.set(table_name, Number(r.rows[0].n));
  }
  return counts;
}

/** Creates the template on the server of adminUrl and returns its name (dropped with the suite's databases). */
export async function createTemplateDatabase(adminUrl: string): Promise<string> {
  const name = `dc_test_template_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-test-template-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      DEMO: 'false',
      DATABASE_POOL_MAX: '5',
      MQTT_PORT: '0',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const platform = await startPlatform(config, createLogger('silent'));
    try {
      const migrated = await rowCounts(platform.pool);
      const app = await buildApp(platform);
      await app.ready();
      await app.close();
      // What the start wrote (the provider's keys, encrypted with this data dir's key) is each server's own.
      for (const [table, n] of await rowCounts(platform.pool))
        if (n > 0 && !migrated.get(table)) await platform.pool.query(`DELETE FROM "${table}"`);
    } finally {
      await platform.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return name;
}
