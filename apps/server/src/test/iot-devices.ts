import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventRecord } from '../modules/iot/ingest/event-writer.js';

/** Devices of a group of a team of an account of their own, made in one statement; answers their ids. */
export async function addDevices(pool: pg.Pool, n: number, label: string): Promise<string[]> {
  const group = `${label.slice(0, 1).toUpperCase()}-${randomUUID().slice(0, 8)}`;
  const { rows } = await pool.query<{ id: string }>(
    `WITH a AS (INSERT INTO accounts (name) VALUES ($3) RETURNING id),
          t AS (INSERT INTO teams (account_id, name) SELECT id, lower($3) FROM a RETURNING id),
          g AS (INSERT INTO iot_groups (id, team_id, kind, name, region) SELECT $1, id, 'current', $3, 'eu-west' FROM t
                RETURNING id)
     INSERT INTO iot_devices (group_id, serial_number, client_id, username, password_hash)
     SELECT g.id, $1 || '-' || s, $1 || '-' || s, lower($1) || '-' || s, '!' FROM g, generate_series(1, $2) s
     RETURNING id`,
    [group, n, label],
  );
  return rows.map((r) => r.id);
}

/** An accepted event of a device at `receivedAt`; `n` picks one of three topics and is its payload. */
export const deviceEvent = (deviceId: string, receivedAt: Date, n = 0): EventRecord => ({
  deviceId,
  traceId: randomUUID(),
  topic: `t/${n % 3}`,
  clientId: 'c',
  receivedAt,
  payload: Buffer.from(JSON.stringify({ n })),
  qos: 1,
  messageName: null,
  port: null,
});

/** The name of the iot_events partition of the UTC day of `t` (partitions.ts). */
export const dayPartitionName = (t: number) =>
  `iot_events_p${new Date(t).toISOString().slice(0, 10).replaceAll('-', '')}`;

/**
 * Whether a session of this database waits for a lock on `table`. pg_locks spans the cluster, and the test databases,
 * copied from one template, share relation OIDs: another file's waits would count without the database filter.
 */
export const lockAwaited = async (pool: pg.Pool, table: string) =>
  (
    await pool.query(
      `SELECT 1 FROM pg_locks WHERE relation = to_regclass($1) AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [`"${table}"`],
    )
  ).rows.length > 0;
