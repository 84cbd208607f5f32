/** Device reads for the console, lookups for MQTT authentication and ingest, and connection state writes. */
import type pg from 'pg';

export interface DeviceRow {
  id: string;
  groupId: string;
  kind: string;
  region: string;
  serialNumber: string;
  clientId: string;
  username: string;
  active: boolean;
  lastConnectedAt: Date | null;
  lastDisconnectedAt: Date | null;
  /** The newest event's time (read from the event index, not kept on the device row). */
  lastReportedAt: Date | null;
  certificate: { issuer: string; subject: string; expirationDate: string } | null;
  dsnType: string | null;
  port: number | null;
  connectionType: string | null;
}

/**
 * A device with its last report: the newest event, read from the index iot_events_device_time in its order (hence
 * NULLS LAST, as the index; the columns are NOT NULL): one index descent per partition. A bare DESC (NULLS FIRST)
 * cannot use it, and PostgreSQL read and sorted every event of the device (20,000 rows for one).
 */
export const DEVICE_FROM = `SELECT d.id, d.group_id AS "groupId", g.kind, g.region, d.serial_number AS "serialNumber",
    d.client_id AS "clientId", d.username, d.active, d.last_connected_at AS "lastConnectedAt",
    d.last_disconnected_at AS "lastDisconnectedAt", last.received_at AS "lastReportedAt", d.certificate,
    d.dsn_type AS "dsnType", d.port, d.connection_type AS "connectionType"
  FROM iot_devices d
  JOIN iot_groups g ON g.id = d.group_id
  LEFT JOIN LATERAL (SELECT e.received_at FROM iot_events e WHERE e.device_id = d.id
                      ORDER BY e.received_at DESC NULLS LAST, e.id DESC NULLS LAST LIMIT 1) last ON true`;

/** Devices of one group by serial number; the caller has checked the group. */
export async function listDevices(
  pool: pg.Pool,
  q: { groupId: string; afterSerial?: string; limit: number },
): Promise<DeviceRow[]> {
  const { rows } = await pool.query<DeviceRow>(
    `${DEVICE_FROM} WHERE d.group_id = $1 AND ($2::text IS NULL OR d.serial_number > $2)
      ORDER BY d.serial_number LIMIT $3`,
    [q.groupId, q.afterSerial ?? null, q.limit + 1],
  );
  return rows;
}

export async function findDevice(pool: pg.Pool, groupId: string, serialNumber: string): Promise<DeviceRow | undefined> {
  const { rows } = await pool.query<DeviceRow>(`${DEVICE_FROM} WHERE d.group_id = $1 AND d.serial_number = $2`, [
    groupId,
    serialNumber,
  ]);
  return rows[0];
}

/** Devices of the teams by client id, or (legacy) by serial number and optionally region. */
export async function findTeamDevices(
  pool: pg.Pool,
  q: { teamIds: string[]; kind: string; clientId?: string; serialNumber?: string; region?: string },
): Promise<Array<Pick<DeviceRow, 'id' | 'groupId' | 'clientId' | 'serialNumber' | 'region'>>> {
  const { rows } = await pool.query(
    `SELECT d.id, d.group_id AS "groupId", d.client_id AS "clientId", d.serial_number AS "serialNumber", g.region
       FROM iot_devices d JOIN iot_groups g ON g.id = d.group_id
      WHERE g.team_id = ANY($1::uuid[]) AND g.kind = $2
        AND ($3::text IS NULL OR d.client_id = $3) AND ($4::text IS NULL OR d.serial_number = $4)
        AND ($5::text IS NULL OR g.region = $5)
      ORDER BY d.id LIMIT 50`,
    [q.teamIds, q.kind, q.clientId ?? null, q.serialNumber ?? null, q.region ?? null],
  );
  return rows;
}

/** What MQTT needs to know of a device. */
export interface DeviceRef {
  id: string;
  groupId: string;
  kind: string;
  serialNumber: string;
  clientId: string;
}

const REF = `d.id, d.group_id AS "groupId", g.kind, d.serial_number AS "serialNumber", d.client_id AS "clientId"`;

export async function findDeviceForLogin(
  pool: pg.Pool,
  username: string,
): Promise<(DeviceRef & { passwordHash: string }) | undefined> {
  const { rows } = await pool.query(
    `SELECT ${REF}, d.password_hash AS "passwordHash"
       FROM iot_devices d JOIN iot_groups g ON g.id = d.group_id WHERE d.username = $1`,
    [username],
  );
  return rows[0];
}

export async function findDeviceByTopic(
  pool: pg.Pool,
  groupId: string,
  serialNumber: string,
): Promise<DeviceRef | undefined> {
  const { rows } = await pool.query<DeviceRef>(
    `SELECT ${REF} FROM iot_devices d JOIN iot_groups g ON g.id = d.group_id
      WHERE d.group_id = $1 AND d.serial_number = $2`,
    [groupId, serialNumber],
  );
  return rows[0];
}

export async function markConnected(pool: pg.Pool, deviceId: string, connectionId: string, at: Date): Promise<void> {
  await pool.query('UPDATE iot_devices SET active = true, connection_id = $2, last_connected_at = $3 WHERE id = $1', [
    deviceId,
    connectionId,
    at,
  ]);
}

/** Only the connection that set active may clear it (a taken-over session's late disconnect does nothing). */
export async function markDisconnected(pool: pg.Pool, deviceId: string, connectionId: string, at: Date): Promise<void> {
  await pool.query(
    `UPDATE iot_devices SET active = false, connection_id = NULL, last_disconnected_at = $3
      WHERE id = $1 AND connection_id = $2`,
    [deviceId, connectionId, at],
  );
}

/** At start: connections of a broker that went away without saying so are over. */
export async function clearStaleConnections(pool: pg.Pool, connectionPrefix: string): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE iot_devices SET active = false, connection_id = NULL, last_disconnected_at = now()
      WHERE active AND connection_id LIKE $1`,
    [`${connectionPrefix}%`],
  );
  return rowCount ?? 0;
}
