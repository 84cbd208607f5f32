/** Event history: batched inserts, time-window pages by device (keyset on received_at, id), retention pruning. */
import type pg from 'pg';
import {
  byteaArray,
  int2Array,
  int4Array,
  textArray,
  timestamptzArray,
  uuidArray,
} from '../../platform/db/binary-arrays.js';
import type { EventRecord } from './ingest/event-writer.js';
import { ensurePartitions, isMissingPartition } from './ingest/partitions.js';

/**
 * One statement per batch: arrays unnested into rows (a single round trip, one commit), sent in PostgreSQL's binary
 * array format (platform/db/binary-arrays.ts). A batch with a row of a day that has no partition yet fails whole
 * (nothing committed): the days are created and the batch is sent again.
 */
export async function insertEvents(pool: pg.Pool, batch: EventRecord[]): Promise<void> {
  try {
    await insertBatch(pool, batch);
  } catch (err) {
    if (!isMissingPartition(err)) throw err;
    await ensurePartitions(
      pool,
      batch.map((e) => e.receivedAt),
    );
    await insertBatch(pool, batch);
  }
}

async function insertBatch(pool: pg.Pool, batch: EventRecord[]): Promise<void> {
  await pool.query(
    `INSERT INTO iot_events (device_id, trace_id, topic, client_id, received_at, payload, qos, message_name, port)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[], $6::bytea[],
                          $7::smallint[], $8::text[], $9::int[])`,
    [
      uuidArray(batch.map((e) => e.deviceId)),
      uuidArray(batch.map((e) => e.traceId)),
      textArray(batch.map((e) => e.topic)),
      textArray(batch.map((e) => e.clientId)),
      timestamptzArray(batch.map((e) => e.receivedAt)),
      byteaArray(batch.map((e) => e.payload)),
      int2Array(batch.map((e) => e.qos)),
      textArray(batch.map((e) => e.messageName)),
      int4Array(batch.map((e) => e.port)),
    ],
  );
}

export interface EventRow {
  id: string;
  deviceId: string;
  traceId: string;
  topic: string;
  clientId: string;
  receivedAt: Date;
  payload: Buffer;
  messageName: string | null;
  port: number | null;
}

/** A device named by its client id, if it is of this kind and in one of these teams (else no rows). */
export interface DeviceOfTeams {
  clientId: string;
  kind: string;
  teamIds: string[];
}

export interface EventWindow {
  /** The devices' ids, or one device to look up in the same statement (saves the lookup's round trip). */
  deviceIds: string[] | DeviceOfTeams;
  start: Date;
  end: Date;
  /** Exact topic (uses the topic index) or a regular expression from an MQTT filter. */
  topic?: string;
  topicRegex?: string;
  messageName?: string;
  port?: number;
  /** The last row already read: [receivedAt ISO, id]. */
  before?: [string, string];
  limit: number;
}

/** Newest first; one extra row tells whether another page follows. */
export async function findEvents(pool: pg.Pool, w: EventWindow): Promise<EventRow[]> {
  const { rows } = await pool.query<EventRow>(eventWindowQuery(w));
  return rows;
}

/**
 * The window's SQL. The ORDER BY spells the index's NULLS LAST (the columns are NOT NULL, so the order is the same):
 * a bare DESC means NULLS FIRST, which the index iot_events_device_time (..., received_at DESC NULLS LAST, id DESC
 * NULLS LAST) cannot give, so PostgreSQL read every row of the window and sorted them for a page of 101 (at
 * 10,000,000 events, ~600 heap pages instead of ~100).
 */
export function eventWindowQuery(w: EventWindow): { text: string; values: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  // One device is an equality, so the index's order serves the ORDER BY and LIMIT directly; a looked-up device is
  // one too (client ids are unique): its id is found once, before the index is read.
  const ids = w.deviceIds;
  const device = Array.isArray(ids)
    ? ids.length === 1
      ? `e.device_id = ${p(ids[0])}`
      : `e.device_id = ANY(${p(ids)}::uuid[])`
    : `e.device_id = (SELECT d.id FROM iot_devices d JOIN iot_groups g ON g.id = d.group_id
                        WHERE d.client_id = ${p(ids.clientId)} AND g.kind = ${p(ids.kind)}
                          AND g.team_id = ANY(${p(ids.teamIds)}::uuid[]))`;
  const where = [device, `e.received_at >= ${p(w.start)}`, `e.received_at <= ${p(w.end)}`];
  if (w.topic !== undefined) where.push(`e.topic = ${p(w.topic)}`);
  if (w.topicRegex !== undefined) where.push(`e.topic ~ ${p(w.topicRegex)}`);
  if (w.messageName !== undefined) where.push(`e.message_name = ${p(w.messageName)}`);
  if (w.port !== undefined) where.push(`e.port = ${p(w.port)}`);
  if (w.before) where.push(`(e.received_at, e.id) < (${p(w.before[0])}::timestamptz, ${p(w.before[1])}::bigint)`);
  return {
    text: `SELECT e.id::text AS id, e.device_id AS "deviceId", e.trace_id AS "traceId", e.topic, e.client_id AS "clientId",
            e.received_at AS "receivedAt", e.payload, e.message_name AS "messageName", e.port
       FROM iot_events e
      WHERE ${where.join(' AND ')}
      ORDER BY e.received_at DESC NULLS LAST, e.id DESC NULLS LAST
      LIMIT ${p(w.limit + 1)}`,
    values: params,
  };
}

/**
 * Deletes events received before the cutoff, a chunk at a time (short transactions); returns how many. Whole days
 * are dropped before this (ingest/partitions.ts), so it reads only the partition that straddles the cutoff: both
 * conditions on received_at let PostgreSQL skip the others.
 */
export async function pruneEvents(pool: pg.Pool, cutoff: Date, chunk = 10_000): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM iot_events WHERE received_at < $1
          AND (id, received_at) IN (SELECT id, received_at FROM iot_events WHERE received_at < $1 LIMIT $2)`,
      [cutoff, chunk],
    );
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < chunk) return total;
  }
}
