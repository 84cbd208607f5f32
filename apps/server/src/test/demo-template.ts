/**
 * The database every demo test server copies: the migrated template with the demo world loaded once per run, its
 * background mail finished. Loading the world took each of the ~70 demo servers per server layer 1.5-4 s of the
 * server's CPU (and PostgreSQL's), and more of waiting for its mail and device messages.
 *
 * What the world seals (application and webhook secrets, the provider's keys) is sealed with the template server's
 * key, so each copy's server gets that key file in its data dir; what holds the template server's address (the mock
 * upstream's URLs) is rewritten to the copy's address before its server starts.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadDemoWorld } from '../demo/demo.js';
import { demoMailFollowUp } from '../demo/templates-load.js';
import { loadConfig } from '../platform/config.js';
import { freePort } from '../platform/db/embedded.js';
import { createLogger } from '../platform/logging.js';
import { startPlatform } from '../platform/platform.js';
import { watchDatabase } from './security/db-snapshot.js';

export interface DemoTemplate {
  /** The database to copy. */
  database: string;
  /** Ids of demo users, accounts, teams, ... by their world.ts key, as loadDemoWorld returned them. */
  ids: Record<string, string>;
  /** The template server's data-at-rest key file (DATA_DIR/secret.key), base64. */
  secretKey: string;
  /** The template server's origin, and the text columns that hold it. */
  origin: string;
  originColumns: Array<{ table: string; column: string; type: string }>;
}

/** Text columns (text, varchar, json, jsonb, and arrays of text) of the console's own tables that hold `origin` somewhere. */
async function columnsHolding(pool: pg.Pool, origin: string): Promise<DemoTemplate['originColumns']> {
  const { rows } = await pool.query<{ table: string; column: string; type: string }>(
    `SELECT c.table_name AS table, c.column_name AS column, c.udt_name AS type
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.udt_name IN ('text', 'varchar', 'json', 'jsonb', '_text', '_varchar')`,
  );
  const holding = [];
  for (const r of rows) {
    // Names come from information_schema, not from input.
    const found = await pool.query(`SELECT 1 FROM "${r.table}" WHERE "${r.column}"::text LIKE $1 LIMIT 1`, [
      `%${origin}%`,
    ]);
    if (found.rowCount) holding.push(r);
  }
  return holding;
}

/** Arbitrary constant: the advisory lock under which one worker of the run builds the demo template. */
const BUILD_LOCK = 7_206_004;
let built: Promise<DemoTemplate> | undefined;

/**
 * The run's demo template, built by the first worker that needs one (the others wait for it, then read what it
 * wrote next to the run's data dirs): files without demo servers do not pay for it.
 */
export function demoTemplate(): Promise<DemoTemplate> {
  built ??= (async () => {
    const file = path.join(inject('testDataRoot'), 'demo-template.json');
    const lock = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK]);
      if (existsSync(file)) return JSON.parse(await fs.readFile(file, 'utf8')) as DemoTemplate;
      const demo = await createDemoTemplate(inject('pgAdminUrl'), inject('pgTemplate'), inject('testDataRoot'));
      await fs.writeFile(file, JSON.stringify(demo));
      return demo;
    } finally {
      await lock.end().catch(() => undefined);
    }
  })();
  return built;
}

/** Copies the migrated template, loads the demo world into the copy through a server of its own, and waits. */
async function createDemoTemplate(adminUrl: string, template: string, dataRoot: string): Promise<DemoTemplate> {
  const database = `dc_test_demo_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const dataDir = await fs.mkdtemp(path.join(dataRoot, 'dc-test-demo-template-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    DEMO: 'false',
    DATABASE_POOL_MAX: '5',
    MQTT_PORT: '0',
    LINT_PREWARM: 'false',
    WEB_DIST: '/nonexistent-web-dist',
    PUBLIC_URL: origin,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const platform = await startPlatform(config, createLogger('silent'));
  try {
    const app = await buildApp(platform);
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const ids = await loadDemoWorld(platform);
      await demoMailFollowUp(platform);
      // The follow-up's resends and complaint are queued mail: delivered, with their events, before the copy.
      await (await watchDatabase(platform.pool)).settle();
      const originColumns = await columnsHolding(platform.pool, origin);
      const secretKey = (await fs.readFile(path.join(dataDir, 'secret.key'), 'utf8')).trim();
      return { database, ids, secretKey, origin, originColumns };
    } finally {
      await app.close();
    }
  } finally {
    await platform.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** Points a copy at its own server: the template server's origin becomes `origin` wherever the world stored it. */
export async function rehomeDemoCopy(databaseUrl: string, demo: DemoTemplate, origin: string): Promise<void> {
  if (demo.originColumns.length === 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const { table, column, type } of demo.originColumns) {
      // udt names: text, varchar, json, jsonb, and arrays as _text, _varchar (a URL has nothing an array quotes).
      const cast = `::${type.startsWith('_') ? `${type.slice(1)}[]` : type}`;
      await client.query(
        `UPDATE "${table}" SET "${column}" = replace("${column}"::text, $1, $2)${cast}
          WHERE "${column}"::text LIKE $3`,
        [demo.origin, origin, `%${demo.origin}%`],
      );
    }
  } finally {
    await client.end();
  }
}
