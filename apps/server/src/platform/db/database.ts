/** Opens the database: the embedded server by default, or DATABASE_URL; migrates it. */
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from '../config.js';
import { offerChangeFeed } from './change-feed.js';
import { checkDurability } from './durability.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';
import { runMigrations } from './migrate.js';
import { createDb, createPool, type Db } from './pool.js';

export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  embedded: boolean;
  /** The embedded PostgreSQL died under the server (never settles for DATABASE_URL, whose pool reconnects). */
  lost: Promise<string>;
  close(): Promise<void>;
}

export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      log,
    });
    url = embedded.url;
  }
  const pool = createPool(url, config.DATABASE_POOL_MAX);
  try {
    await checkDurability(pool, config.ALLOW_UNSAFE_DURABILITY, log);
    await runMigrations(pool);
  } catch (err) {
    await pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  // Per-instance caches hear the database's changes on it (change-feed.ts); started on first use.
  const stopChangeFeed = offerChangeFeed(pool, log);
  return {
    pool,
    db: createDb(pool),
    url,
    embedded: Boolean(embedded),
    lost: embedded?.lost ?? new Promise<string>(() => undefined),
    async close() {
      await stopChangeFeed();
      await pool.end().catch(() => undefined);
      await embedded?.stop();
    },
  };
}
