/** A pg pool that survives its connections' errors; without drizzle, for worker threads that only run SQL. */
import pg from 'pg';

export function createPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a checked-out one between two queries of a transaction (the pool listens only to idle clients): its
  // next query fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
