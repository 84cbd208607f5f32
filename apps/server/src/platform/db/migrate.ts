/** Applies the migrations in apps/server/drizzle at start, one instance at a time. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Arbitrary constant: the advisory lock that serialises migrations across server instances. */
const MIGRATION_LOCK = 7_206_001;

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/platform/db -> ../../../drizzle ; dist/server.js -> ../drizzle
  const candidates = [path.resolve(here, '../../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
