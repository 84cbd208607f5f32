/**
 * Start-up check: a write the API acknowledges must survive a crash, which PostgreSQL only promises with fsync,
 * full_page_writes and synchronous_commit on. A server (or a role or database) configured otherwise is refused,
 * unless the operator says so with ALLOW_UNSAFE_DURABILITY.
 */
import type pg from 'pg';
import type { Logger } from 'pino';

/** The settings that must be on, and the values of each that lose acknowledged writes on a crash. */
const UNSAFE: Record<string, string[]> = {
  fsync: ['off'],
  full_page_writes: ['off'],
  // 'local', 'remote_write' and 'remote_apply' all flush the primary's WAL before acknowledging; only 'off' does not.
  synchronous_commit: ['off'],
};

/** The unsafe settings of the server as this pool's sessions see them (role and database settings included). */
export async function unsafeDurabilitySettings(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string; setting: string }>(
    `SELECT name, current_setting(name) AS setting FROM unnest($1::text[]) AS name`,
    [Object.keys(UNSAFE)],
  );
  return rows.filter((r) => UNSAFE[r.name].includes(r.setting)).map((r) => `${r.name}=${r.setting}`);
}

export class UnsafeDurabilityError extends Error {}

export async function checkDurability(pool: pg.Pool, allowUnsafe: boolean, log: Logger): Promise<void> {
  const unsafe = await unsafeDurabilitySettings(pool);
  if (unsafe.length === 0) return;
  if (allowUnsafe) {
    log.warn({ settings: unsafe }, 'PostgreSQL durability is off (ALLOW_UNSAFE_DURABILITY): a crash may lose writes');
    return;
  }
  throw new UnsafeDurabilityError(
    `PostgreSQL runs with ${unsafe.join(', ')}: a crash could lose writes the console has acknowledged. ` +
      'Turn these settings on (postgresql.conf, or ALTER SYSTEM / ALTER ROLE / ALTER DATABASE ... RESET), ' +
      'or set ALLOW_UNSAFE_DURABILITY=true to run anyway (throwaway data only).',
  );
}
