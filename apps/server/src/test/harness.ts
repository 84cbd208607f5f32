/** Boots the real server on a loopback port against a fresh database, for integration tests over HTTP. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { holdPort } from '../platform/db/embedded.js';
import { createLogger } from '../platform/logging.js';
import { startPlatform, type Platform } from '../platform/platform.js';
import { carryOver } from './carried-over.js';
import { rehomeDemoCopy, type DemoTemplate } from './demo-template.js';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  platform: Platform;
  env: Record<string, string>;
  /** Stops the server (the database stays, so a restart sees the same data). */
  stop(): Promise<void>;
  /** Stops, then starts a new server on the same database and data dir (env changes optional). */
  restart(changes?: Record<string, string | undefined>): Promise<TestServer>;
}

/**
 * Creates a database on the suite's PostgreSQL server and returns its URL: a copy of the migrated template (no rows
 * of the console's own), or with `{ empty: true }` one without even the schema.
 */
export async function createTestDatabase({ empty = false, template = inject('pgTemplate') } = {}): Promise<string> {
  const admin = inject('pgAdminUrl');
  const name = `dc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The next server's database is copied while the current one runs: a copy of the template takes PostgreSQL about
 * half a second, which a server start would otherwise wait for. One spare per worker (files share their worker).
 */
const spares = new Map<string, Promise<string>>();
function nextTestDatabase(template = inject('pgTemplate')): Promise<string> {
  const spare = spares.get(template);
  const next = spare ? spare.catch(() => createTestDatabase({ template })) : createTestDatabase({ template });
  const following = carryOver(createTestDatabase({ template }));
  following.catch(() => undefined);
  spares.set(template, following);
  return next;
}

/**
 * Starts a test server on a copy of the migrated template, or with `demo` on a copy of the demo template (its key
 * file in the data dir, its stored addresses made this server's).
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  { demo }: { demo?: DemoTemplate } = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(inject('testDataRoot'), 'dc-test-data-'));
  const databaseUrl = await nextTestDatabase(demo?.database);
  // Held until the server listens on it: a port only found free could be handed meanwhile to the server's own SMTP
  // sink or MQTT broker (they bind port 0 while the platform starts), and the listen then failed (EADDRINUSE).
  const held = await holdPort();
  const port = held.port;
  if (demo) {
    await fs.writeFile(path.join(dataDir, 'secret.key'), demo.secretKey, { mode: 0o600 });
    await rehomeDemoCopy(databaseUrl, demo, overrides.PUBLIC_URL ?? `http://127.0.0.1:${port}`);
  }
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO: 'false',
    DATABASE_POOL_MAX: '5',
    MQTT_PORT: '0',
    // A warm lint worker costs each server about a second of CPU; the linter's own tests turn it back on.
    LINT_PREWARM: 'false',
    // Test servers of parallel files may share the machine's Mosquitto: each ingests as its own group.
    MQTT_SHARE_GROUP: `dc-test-${path.basename(dataDir).replace(/\W/g, '')}`,
    ...overrides,
  };
  return boot(env, held);
}

async function boot(env: Record<string, string>, held?: { port: number; release(): Promise<void> }): Promise<TestServer> {
  held ??= await holdPort();
  const port = held.port;
  const config = loadConfig({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port), HOST: '127.0.0.1' });
  const log = createLogger(config.LOG_LEVEL);
  const platform = await startPlatform(config, log).catch(async (err) => {
    await held.release();
    throw err;
  });
  const app = await buildApp(platform);
  await held.release();
  await app.listen({ port, host: '127.0.0.1' });
  const server: TestServer = {
    url: `http://127.0.0.1:${port}`,
    app,
    platform,
    env,
    async stop() {
      await app.close();
      await platform.close();
    },
    async restart(changes = {}) {
      await server.stop();
      const next = { ...env, ...changes };
      for (const [k, v] of Object.entries(changes)) if (v === undefined) delete next[k];
      return boot(next as Record<string, string>);
    },
  };
  return server;
}
