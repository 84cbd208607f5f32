/** SQL of WebSocket presence (which applications have a socket connected to some instance). */
import type pg from 'pg';
import type { Queryable } from '../../platform/db/transaction.js';

/**
 * Presence of WebSocket subscribers across instances: an instance holds a shared session advisory lock per
 * application with sockets connected to it, on its listener connection, so the lock goes away with the instance.
 * The key is the application id's hash in a namespace of its own (a hash collision reads as connected: the event
 * is then offered to the sockets and none sends it).
 */
const PRESENCE_NAMESPACE = 1_163_285_587;
const PRESENCE_KEY = `(hashtext($1) & 2147483647)`;

export async function holdPresence(q: pg.ClientBase, applicationId: string): Promise<void> {
  await q.query(`SELECT pg_try_advisory_lock_shared(${PRESENCE_NAMESPACE}, ${PRESENCE_KEY})`, [applicationId]);
}

export async function releasePresence(q: pg.ClientBase, applicationId: string): Promise<void> {
  await q.query(`SELECT pg_advisory_unlock_shared(${PRESENCE_NAMESPACE}, ${PRESENCE_KEY})`, [applicationId]);
}

/** Whether a socket of the application is connected to any instance (of this database). */
export async function applicationConnected(q: Queryable, applicationId: string): Promise<boolean> {
  const { rows } = await q.query<{ connected: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid = ${PRESENCE_NAMESPACE}
          AND objid = ${PRESENCE_KEY}::oid
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
     ) AS connected`,
    [applicationId],
  );
  return rows[0].connected;
}
