/**
 * First page of a 1-hour event window for one device over a large event table, through the API
 * (GET /api/iot/events). The table is filled with generate_series: `rows` events over 100 devices and 7 days
 * (1,000,000 rows: about 60 events per device-hour; 10,000,000: about 600).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { ensurePartitions } from '../apps/server/src/modules/iot/ingest/partitions.js';
import { orderClosedDays } from '../apps/server/src/modules/iot/ingest/ordered-days.js';
import { orderClosedHours } from '../apps/server/src/modules/iot/ingest/ordered-hours.js';
import { eventWindowQuery } from '../apps/server/src/modules/iot/iot-events.repository.js';
import { createLogger } from '../apps/server/src/platform/logging.js';
import { runWindowClient } from './iot-window-client.js';

const DEVICES = 100;
const SPAN_MS = 7 * 24 * 3_600_000;
const CHUNK = 1_000_000;

export async function seedWindowEvents(pool: pg.Pool, teamId: string, rows: number): Promise<string[]> {
  await pool.query(
    `INSERT INTO iot_groups (id, team_id, kind, name, region) VALUES ('bench-window', $1, 'current', 'Bench', 'eu-west')`,
    [teamId],
  );
  const { rows: devices } = await pool.query<{ id: string; client_id: string }>(
    `INSERT INTO iot_devices (group_id, serial_number, client_id, username, password_hash)
     SELECT 'bench-window', s, s, lower(s), '!bench' FROM (SELECT 'BENCH-' || lpad(g::text, 5, '0') AS s
       FROM generate_series(1, $1) g) x
     RETURNING id, client_id`,
    [DEVICES],
  );
  const ids = devices.map((d) => d.id);
  // The table is partitioned by day: the past week's days exist only once events of theirs arrive (see partitions.ts).
  await ensurePartitions(
    pool,
    Array.from({ length: 8 }, (_, i) => new Date(Date.now() - i * 86_400_000)),
  );
  const started = Date.now();
  for (let from = 0; from < rows; from += CHUNK) {
    const n = Math.min(CHUNK, rows - from);
    await pool.query(
      `INSERT INTO iot_events (device_id, trace_id, topic, client_id, received_at, payload, qos)
       SELECT d.id, gen_random_uuid(), 'groups/bench-window/devices/' || d.client_id || '/telemetry', d.client_id,
              now() - random() * interval '7 days',
              convert_to('{"seq":' || g || ',"pressureBar":' || round((random() * 5)::numeric, 2) || '}', 'UTF8'), 1
         FROM generate_series($1::bigint, $2::bigint) g
         JOIN LATERAL (SELECT ($3::uuid[])[1 + (g % $4)] AS id) pick ON true
         JOIN iot_devices d ON d.id = pick.id`,
      [from + 1, from + n, ids, DEVICES],
    );
    process.stdout.write(
      `  seeded ${(from + n).toLocaleString('en')} events (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
    );
  }
  await settle(pool);
  return devices.map((d) => d.client_id);
}

/**
 * The seeded devices and when they were seeded (windows are picked in the week before): seeded now by `seed`, or, when
 * `seedDir` holds a seeding of `rows` events (bench-window.json, written once the seeding finished), reused.
 */
export async function seedOrReuse(
  pool: pg.Pool,
  seedDir: string | undefined,
  rows: number,
  seed: () => Promise<void>,
): Promise<{ clientIds: string[]; seededAt: number }> {
  const mark = seedDir && path.join(seedDir, 'bench-window.json');
  const kept = mark ? await fs.readFile(mark, 'utf8').then(JSON.parse, () => undefined) : undefined;
  const devices = async () =>
    (
      await pool.query<{ client_id: string }>(
        `SELECT client_id FROM iot_devices WHERE group_id = 'bench-window' ORDER BY client_id`,
      )
    ).rows.map((r) => r.client_id);
  if (kept) {
    if (kept.rows !== rows)
      throw new Error(`${seedDir} holds ${kept.rows} seeded events, not ${rows}: use another dir`);
    const age = (Date.now() - kept.seededAt) / 3_600_000;
    process.stdout.write(`  reusing the seeding in ${seedDir} (${age.toFixed(1)} h old)\n`);
    return { clientIds: await devices(), seededAt: kept.seededAt };
  }
  if ((await devices()).length > 0) throw new Error(`${seedDir} holds an unfinished seeding: remove it`);
  await seed();
  const seededAt = Date.now();
  if (mark) await fs.writeFile(mark, JSON.stringify({ rows, seededAt }));
  return { clientIds: await devices(), seededAt };
}

/**
 * Leaves the seeded table as a week of history is in service: vacuumed (hint bits and visibility map set, as
 * autovacuum does after a day's inserts) and written out. Measured straight after a bulk insert, shared buffers are
 * full of the insert's dirty pages: a query that reads a page must first write one out (EXPLAIN's "Shared Written
 * Blocks": median 1-16, up to 26 per first page at 1,000,000 events, 0 after this), and with a checkpoint flushing the
 * insert's gigabytes those writes wait on the disk. That, not the query, made the tail of earlier runs.
 */
async function settle(pool: pg.Pool): Promise<void> {
  const started = Date.now();
  await pool.query('VACUUM (ANALYZE) iot_events'); // the parent's statistics and each partition
  await pool.query('CHECKPOINT');
  process.stdout.write(`  vacuumed and checkpointed (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}

/**
 * What the hourly retention job has done by now (it runs at hh:17), done now rather than over the hours: the closed
 * hours of today (and of yesterday before its grace ends) rewritten in device order (ordered-hours.ts), then the closed
 * days (ordered-days.ts); the hour in progress, and the last one until hh:15, stay in arrival order. Then written out,
 * as settle() does.
 */
export async function orderWindowDays(pool: pg.Pool): Promise<void> {
  const started = Date.now();
  const log = createLogger('warn');
  const hours = await orderClosedHours(pool, log, { budgetMs: Number.POSITIVE_INFINITY });
  const days = await orderClosedDays(pool, log, { budgetMs: Number.POSITIVE_INFINITY });
  await pool.query('CHECKPOINT');
  process.stdout.write(
    `  closed hours and days ordered by device: ${hours.length} hours, ${days.length} days (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  );
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/**
 * Times GET /api/iot/events inside the server (onRequest to onResponse: routing, authentication, queries,
 * serialisation, compression), beside the client's figures; add before the app listens.
 */
export function timeEventsRequests(app: FastifyInstance): number[] {
  const times: number[] = [];
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith('/api/iot/events?')) started.set(req, performance.now());
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    const t = started.get(req);
    if (t !== undefined) times.push(performance.now() - t);
    done();
  });
  return times;
}

/**
 * Sequential first-page queries of random devices and random 1-hour windows, then 10 concurrent lanes, from a client
 * in another process (iot-window-client.ts). `serverTimes` (timeEventsRequests) gives the server's own share.
 */
export async function measureWindowQuery(
  url: string,
  token: string,
  clientIds: string[],
  serverTimes: number[],
  seededAt: number,
  queries = 1000, // p99 from the 10 slowest, not 3
) {
  const first = serverTimes.length;
  const c = await runWindowClient({ url, token, clientIds, queries, seededAt });
  // Sequential requests end in the order made: after the 20 warm-up ones come the measured ones.
  const server = sorted(serverTimes.slice(first + 20, first + 20 + queries));
  const client = sorted(c.latencies);
  return {
    p50: pct(client, 0.5),
    p95: pct(client, 0.95),
    p99: pct(client, 0.99),
    server: { p50: pct(server, 0.5), p95: pct(server, 0.95), p99: pct(server, 0.99) },
    avgRows: c.rowsSeen / queries,
    rps: c.rps,
    clientCpuMs: c.cpuMsPerRequest,
    /** All requests made (warm-up, sequential and concurrent), for CPU time per request. */
    requests: serverTimes.length - first,
  };
}

/**
 * Heap and index blocks the API's first-page query touches (shared buffers hit + read) and its execution time inside
 * PostgreSQL, medians over random devices and 1-hour windows: the block count is the figure other work on a shared
 * machine does not move.
 */
export async function windowBlocks(
  pool: pg.Pool,
  clientIds: string[],
  seededAt: number,
  queries = 50,
  /** How far back the windows end: the seeded week, or the last hours only (today's hourly leaves). */
  spanMs = SPAN_MS,
) {
  const { rows: devices } = await pool.query<{ id: string }>('SELECT id FROM iot_devices WHERE client_id = ANY($1)', [
    clientIds,
  ]);
  const blocks: number[] = [];
  const written: number[] = [];
  const ms: number[] = [];
  for (let i = 0; i < queries; i++) {
    const end = new Date(seededAt - Math.random() * (spanMs - 3_600_000));
    const deviceIds = [devices[Math.floor(Math.random() * devices.length)].id];
    const q = eventWindowQuery({ deviceIds, start: new Date(end.getTime() - 3_600_000), end, limit: 100 });
    const { rows } = await pool.query<{
      'QUERY PLAN': Array<{ Plan: Record<string, number>; 'Execution Time': number }>;
    }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${q.text}`, q.values);
    const plan = rows[0]['QUERY PLAN'][0];
    blocks.push(plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks']);
    written.push(plan.Plan['Shared Written Blocks']);
    ms.push(plan['Execution Time']);
  }
  const median = (xs: number[]) =>
    pct(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  return {
    blocks: median(blocks),
    blocksMax: Math.max(...blocks),
    ms: median(ms),
    msMax: Math.max(...ms),
    writtenMax: Math.max(...written),
  };
}

/** The plan of the API's first-page query (one device, a 1-hour window), to show it reads the index in order. */
export async function explainWindow(pool: pg.Pool, clientId: string, seededAt: number): Promise<string> {
  const { rows: d } = await pool.query<{ id: string }>('SELECT id FROM iot_devices WHERE client_id = $1', [clientId]);
  const end = new Date(seededAt - 25 * 3_600_000);
  const q = eventWindowQuery({ deviceIds: [d[0].id], start: new Date(end.getTime() - 3_600_000), end, limit: 100 });
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.text}`,
    q.values,
  );
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}
