/** The benches' in-process server: the product's own start (embedded defaults) on a loopback port, logging warnings. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig, type Config } from '../apps/server/src/platform/config.js';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import { createLogger } from '../apps/server/src/platform/logging.js';
import { startPlatform, type Platform } from '../apps/server/src/platform/platform.js';

export interface BenchServer {
  url: string;
  config: Config;
  platform: Platform;
  app: FastifyInstance;
  dataDir: string;
  /** Stops the server, and removes its data dir unless the caller gave it. */
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** A data dir of the caller's (kept at close); by default a new one under the system's temp dir. */
  dataDir?: string;
  /** Runs on the started platform before the app is built (e.g. to turn on a PostgreSQL extension and restart). */
  prepare?: (platform: Platform) => Promise<Platform>;
  /** Runs on the built app before it listens (hooks cannot be added later). */
  beforeListen?: (app: FastifyInstance) => void;
}

export async function startBenchServer(
  name: string,
  env: Record<string, string> = {},
  opts: BenchServerOptions = {},
): Promise<BenchServer> {
  const own = !opts.dataDir;
  const dataDir = opts.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), `dc-bench-${name}-`)));
  // World-traversable, so the embedded PostgreSQL's user can reach its cluster when the bench runs as root.
  if (own) await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    DEMO: 'false',
    MQTT_PORT: '0',
    ...env,
  });
  let platform = await startPlatform(config, createLogger('warn'));
  if (opts.prepare) platform = await opts.prepare(platform);
  const app = await buildApp(platform);
  opts.beforeListen?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    config,
    platform,
    app,
    dataDir,
    async close() {
      await app.close();
      await platform.close();
      if (own) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A `prepare` that restarts the platform on its cluster with pg_stat_statements (loaded only at server start). */
export async function withPgStatStatements(first: Platform): Promise<Platform> {
  await first.pool.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await first.close();
  const platform = await startPlatform(first.config, createLogger('warn'));
  await platform.pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return platform;
}
