/** Transactions for repositories: a function runs on one client between BEGIN and COMMIT (ROLLBACK on error). */
import type pg from 'pg';

/** Where repository functions run their SQL: the pool, or the client of a transaction. */
export type Queryable = pg.Pool | pg.PoolClient;

export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** True when err is PostgreSQL's unique violation, optionally of the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
