/**
 * Issue 24: "kill -9 under each pipeline's load loses nothing acknowledged", for event delivery. The server runs as a
 * child process with its own DATA_DIR and the demo world; events are published in batches while a slow receiver
 * holds each POST a little, so deliveries are in flight when the server is killed. After a restart on the same
 * DATA_DIR every event whose publish was answered 202 arrives (at least once, its idempotency key the same on a
 * repeat), the delivery log has a delivered attempt for each, and no delivery job is left in the queue.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVENT_DELIVERY_HEADERS, PRODUCT_TEAM_HEADER, eventTrn } from '@dc/contracts';
import { DEMO_PASSWORD } from '../../demo/world.js';
import { freePort } from '../../platform/db/embedded.js';
import { waitFor } from '../../test/mail-sink.js';
import { signIn } from '../../test/oidc-flow.js';
import { connectToDataDir, makeDataDir, startChildServer, type ChildServer } from '../../test/security/child-server.js';

const external = inject('pgKind') === 'external';
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DEMO: 'true',
  EVENT_WEBHOOK_ALLOW_HTTP: 'true',
  EVENT_WEBHOOK_ALLOW_PRIVATE: 'true', // the receiver is on loopback
  EVENT_DELIVERY_RETRY_DELAY: '1',
});

let dataDir: string;
let port: number;
let child: ChildServer | undefined;
/** Idempotency keys that arrived, and how many POSTs in all. */
const keys = new Set<string>();
let posts = 0;
const receiver = createServer((req, res) => {
  req.resume().on('end', () => {
    posts++;
    keys.add(String(req.headers[EVENT_DELIVERY_HEADERS.idempotencyKey.toLowerCase()]));
    setTimeout(() => res.writeHead(204).end(), 20); // slow enough that deliveries are in flight at the kill
  });
});

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await connectToDataDir(dataDir);
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.end();
  }
}

describe.skipIf(external)('event delivery survives kill -9 of the server', () => {
  beforeAll(async () => {
    dataDir = await makeDataDir('dc-events-crash-');
    port = await freePort();
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    child = await startChildServer(port, env(dataDir));
  }, 120_000);

  afterAll(async () => {
    receiver.close();
    if (child && child.proc.exitCode === null && child.proc.signalCode === null) {
      child.proc.kill('SIGTERM');
      await child.exited;
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('delivers every acknowledged event after a restart, logs each, and leaves no job behind', async () => {
    // The demo's webhook subscription to Equipment Telemetry Events, pointed at the receiver without a filter; the
    // version's other subscriptions are removed, so every event has exactly one delivery.
    const [sub] = await query<{ id: string; deployment_id: string }>(
      `SELECT s.id, s.deployment_id FROM event_subscriptions s
         JOIN product_deployments d ON d.id = s.deployment_id
         JOIN product_versions v ON v.id = d.version_id
         JOIN products p ON p.id = v.product_id
        WHERE p.name = 'equipment-telemetry-events' AND s.protocol = 'https'
        ORDER BY s.created_at LIMIT 1`,
    );
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await query(`DELETE FROM event_subscriptions WHERE deployment_id = $1 AND id <> $2`, [sub.deployment_id, sub.id]);
    await query(`UPDATE event_subscriptions SET endpoint = $2, filter = NULL WHERE id = $1`, [sub.id, url]);
    const [team] = await query<{ id: string }>(`SELECT id FROM teams WHERE name = 'Platform Engineering'`);
    const { idToken } = await signIn({ url: child!.url }, 'staff.admin@example.com', DEMO_PASSWORD);

    // Batches of 50 from two callers until some have arrived and more are queued, then kill -9.
    const acked: string[] = [];
    let stop = false;
    let lastRefusal = '';
    const publisher = async () => {
      for (let b = 0; !stop; b++) {
        const events = Array.from({ length: 50 }, (_, k) => ({ attributes: { b, k }, payload: { k } }));
        const res = await fetch(`${child!.url}/api/events/events/${eventTrn(sub.deployment_id)}/publish/batch`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${idToken}`,
            [PRODUCT_TEAM_HEADER]: team.id,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ events }),
        }).catch(() => undefined); // the kill cuts requests in flight: those were never acknowledged
        if (res?.status !== 202) {
          lastRefusal = res ? `${res.status} ${await res.text()}` : 'no answer';
          return;
        }
        acked.push(...((await res.json()) as { results: { eventId: string }[] }).results.map((r) => r.eventId));
      }
    };
    const publishing = Promise.all([publisher(), publisher()]);
    await waitFor(async () => (posts >= 100 && acked.length >= posts + 200 ? true : undefined), 90_000, 20).catch(
      () => {
        throw new Error(`no progress: ${acked.length} acknowledged, ${posts} arrived; ${lastRefusal}`);
      },
    );
    child!.kill9();
    stop = true;
    expect((await child!.exited).signal).toBe('SIGKILL');
    await publishing;
    const arrivedBefore = keys.size;

    child = await startChildServer(port, env(dataDir));
    const key = (eventId: string) => `${eventId}.${sub.id}`;
    const missing = () => acked.filter((id) => !keys.has(key(id)));
    await waitFor(async () => (missing().length === 0 ? true : undefined), 120_000).catch(() => undefined);
    console.log(
      `event-delivery-crash: killed with ${acked.length} events acknowledged, ${arrivedBefore} arrived; after the ` +
        `restart ${keys.size} distinct keys in ${posts} POSTs`,
    );
    expect(arrivedBefore).toBeLessThan(acked.length); // the kill came with deliveries still to make
    expect(missing()).toEqual([]);

    const logged = await waitFor(async () => {
      const [row] = await query<{ delivered: number; open: number }>(
        `SELECT (SELECT count(DISTINCT publication_id)::int FROM event_deliveries
                  WHERE subscription_id = $1 AND outcome = 'delivered' AND publication_id = ANY($2::uuid[])) AS delivered,
                (SELECT count(*)::int FROM pgboss.job WHERE name = 'event-delivery' AND state < 'completed') AS open`,
        [sub.id, acked],
      );
      return row.delivered === acked.length && row.open === 0 ? row : undefined;
    }, 30_000).catch(() => undefined);
    expect(logged).toEqual({ delivered: acked.length, open: 0 });
  }, 300_000);
});
