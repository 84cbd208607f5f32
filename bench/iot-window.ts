/**
 * First page of a 1-hour event window for one device over a large event table, through the API
 * (GET /api/iot/events). The table is filled with generate_series: `rows` events over 100 devices and 7 days
 * (1,000,000 rows: about 60 events per device-hour; 10,000,000: about 600).
 */
import type pg from 'pg';
import { ensurePartitions } from '../apps/server/src/modules/iot/ingest/partitions.js';
import { eventWindowQuery } from '../apps/server/src/modules/iot/iot-events.repository.js';

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
  await pool.query('ANALYZE iot_events'); // the parent and each partition
  return devices.map((d) => d.client_id);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Sequential first-page queries of random devices and random 1-hour windows; then 10 concurrent lanes. */
export async function measureWindowQuery(url: string, token: string, clientIds: string[], queries = 300) {
  const one = async () => {
    const clientId = clientIds[Math.floor(Math.random() * clientIds.length)];
    const end = Date.now() - Math.random() * (SPAN_MS - 3_600_000);
    const q = `clientId=${clientId}&startDateUtc=${new Date(end - 3_600_000).toISOString()}&endDateUtc=${new Date(end).toISOString()}`;
    const t = performance.now();
    const res = await fetch(`${url}/api/iot/events?${q}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { resultSet: unknown[] };
    if (res.status !== 200) throw new Error(`events query answered ${res.status}`);
    return { ms: performance.now() - t, size: body.resultSet.length };
  };
  for (let i = 0; i < 20; i++) await one(); // warm-up
  const latencies: number[] = [];
  let rowsSeen = 0;
  for (let i = 0; i < queries; i++) {
    const r = await one();
    latencies.push(r.ms);
    rowsSeen += r.size;
  }
  latencies.sort((a, b) => a - b);
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (done < queries) {
        done++;
        await one();
      }
    }),
  );
  const rps = queries / ((performance.now() - started) / 1000);
  return {
    p50: pct(latencies, 0.5),
    p95: pct(latencies, 0.95),
    p99: pct(latencies, 0.99),
    avgRows: rowsSeen / queries,
    rps,
  };
}

/**
 * Heap and index blocks the API's first-page query touches (shared buffers hit + read) and its execution time inside
 * PostgreSQL, medians over random devices and 1-hour windows: the block count is the figure other work on a shared
 * machine does not move.
 */
export async function windowBlocks(pool: pg.Pool, clientIds: string[], queries = 50) {
  const { rows: devices } = await pool.query<{ id: string }>('SELECT id FROM iot_devices WHERE client_id = ANY($1)', [
    clientIds,
  ]);
  const blocks: number[] = [];
  const ms: number[] = [];
  for (let i = 0; i < queries; i++) {
    const end = new Date(Date.now() - Math.random() * (SPAN_MS - 3_600_000));
    const deviceIds = [devices[Math.floor(Math.random() * devices.length)].id];
    const q = eventWindowQuery({ deviceIds, start: new Date(end.getTime() - 3_600_000), end, limit: 100 });
    const { rows } = await pool.query<{
      'QUERY PLAN': Array<{ Plan: Record<string, number>; 'Execution Time': number }>;
    }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${q.text}`, q.values);
    const plan = rows[0]['QUERY PLAN'][0];
    blocks.push(plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks']);
    ms.push(plan['Execution Time']);
  }
  const median = (xs: number[]) =>
    pct(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  return { blocks: median(blocks), ms: median(ms) };
}

/** The plan of the API's first-page query (one device, a 1-hour window), to show it reads the index in order. */
export async function explainWindow(pool: pg.Pool, clientId: string): Promise<string> {
  const { rows: d } = await pool.query<{ id: string }>('SELECT id FROM iot_devices WHERE client_id = $1', [clientId]);
  const end = new Date(Date.now() - 25 * 3_600_000);
  const q = eventWindowQuery({ deviceIds: [d[0].id], start: new Date(end.getTime() - 3_600_000), end, limit: 100 });
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.text}`,
    q.values,
  );
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}
