/** Device events over the embedded broker: window queries, bookmark paging, filters, demo history, retention. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iotEventPageSchema, iotMessagePageSchema, legacyIotEventPageSchema, type IotEvent } from '@dc/contracts';
import { createLogger } from '../../platform/logging.js';
import { pruneExpiredEvents } from './ingest/retention.js';
import { DEVICE_FROM } from './iot-devices.repository.js';
import { eventWindowQuery } from './iot-events.repository.js';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { deviceKit, since, until } from './iot-test-kit.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());
const { connect, get, countEvents } = deviceKit(() => demo);

describe('device events', () => {
  it('pages 250 events in a window 100 at a time, newest first, none missing or repeated', async () => {
    const client = await connect('PMP-EU-0006');
    const topic = 'groups/acme-pumps-eu/devices/PMP-EU-0006/telemetry';
    await Promise.all(
      Array.from({ length: 250 }, (_, seq) => client.publishAsync(topic, JSON.stringify({ seq }), { qos: 1 })),
    );
    await client.endAsync();
    const seen: IotEvent[] = [];
    const sizes: number[] = [];
    let bookmark: string | undefined;
    const start = since(5 * 60_000);
    const end = encodeURIComponent(new Date().toISOString());
    do {
      const q = `clientId=PMP-EU-0006&startDateUtc=${start}&endDateUtc=${end}&topic=telemetry${bookmark ? `&nextBookMark=${bookmark}` : ''}`;
      const page = iotEventPageSchema.parse(await get(`/api/iot/events?${q}`));
      sizes.push(page.resultSet.length);
      seen.push(...page.resultSet);
      bookmark = page.nextBookmark === 'none' ? undefined : page.nextBookmark;
    } while (bookmark);
    expect(sizes).toEqual([100, 100, 50]);
    const seqs = seen.map((e) => (e.payload as { seq: number }).seq);
    expect(new Set(seqs).size).toBe(250);
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(new Set(seen.map((e) => e.traceId)).size).toBe(250);
    const times = seen.map((e) => Date.parse(e.receivedUtc));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const none = await get<{ resultSet: unknown[]; nextBookmark: string }>(
      '/api/iot/events?clientId=PMP-EU-0006&nextBookMark=none',
    );
    expect(none).toEqual({ resultSet: [], nextBookmark: 'none' });
    // Without a topic (the device looked up by the events statement itself): the same events, each once, in order.
    const all: IotEvent[] = [];
    do {
      const q = `clientId=PMP-EU-0006&startDateUtc=${start}&endDateUtc=${end}${bookmark ? `&nextBookMark=${bookmark}` : ''}`;
      const page = iotEventPageSchema.parse(await get(`/api/iot/events?${q}`));
      all.push(...page.resultSet);
      bookmark = page.nextBookmark === 'none' ? undefined : page.nextBookmark;
    } while (bookmark);
    expect(new Set(all.map((e) => e.traceId)).size).toBe(all.length);
    expect(all.map((e) => e.traceId)).toEqual(expect.arrayContaining(seen.map((e) => e.traceId)));
    const allTimes = all.map((e) => Date.parse(e.receivedUtc));
    expect(allTimes).toEqual([...allTimes].sort((a, b) => b - a));
    // An empty window of a known device is an empty page; a device of another kind is not found.
    const past = encodeURIComponent(new Date(Date.UTC(2001, 0, 1)).toISOString());
    expect(await get(`/api/iot/events?clientId=PMP-EU-0006&startDateUtc=${past}&endDateUtc=${past}`)).toEqual({
      resultSet: [],
      nextBookmark: 'none',
    });
    expect((await demo.call('developer', 'GET', '/api/iot/events?clientId=VAN-EU-001')).status).toBe(404);
  });

  it('filters events by topic (relative, absolute, wildcard) and serves QoS 0 messages', async () => {
    const client = await connect('PMP-EU-0010');
    const base = 'groups/acme-pumps-eu/devices/PMP-EU-0010';
    await client.publishAsync(`${base}/telemetry`, '{"a":1}', { qos: 1 });
    await client.publishAsync(`${base}/alerts/pressure`, 'HIGH', { qos: 1 });
    client.publish(`${base}/telemetry`, Buffer.from([0xff, 0x00, 0x01]), { qos: 0 });
    await client.endAsync();
    await until(async () => (await countEvents('client_id = $1', ['PMP-EU-0010'])) === 3);
    const topics = async (filter: string) =>
      (await get<{ resultSet: IotEvent[] }>(`/api/iot/events?clientId=PMP-EU-0010&topic=${encodeURIComponent(filter)}`))
        .resultSet;
    expect((await topics('telemetry')).map((e) => e.payloadEncoding).sort()).toEqual(['base64', 'json']);
    expect(await topics(`${base}/alerts/pressure`)).toMatchObject([{ payload: 'HIGH', payloadEncoding: 'text' }]);
    expect(await topics('alerts/#')).toHaveLength(1);
    expect(await topics('+')).toHaveLength(2);
    expect(await topics('#')).toHaveLength(3);
    expect(
      (await demo.call('developer', 'GET', '/api/iot/events?clientId=PMP-EU-0010&startDateUtc=2026-99-01')).status,
    ).toBe(400);
  });

  it('serves region-type messages and legacy events with their fields', async () => {
    const van = await connect('VAN-EU-003');
    await van.publishAsync('groups/acme-fleet-eu/devices/VAN-EU-003/telemetry', '{"speed":80}', { qos: 1 });
    await van.endAsync();
    const messages = iotMessagePageSchema.parse(await get('/api/iot/messages?clientId=VAN-EU-003'));
    expect(messages.resultSet).toMatchObject([{ clientId: 'VAN-EU-003', payload: { speed: 80 } }]);
    expect((await demo.call('developer', 'GET', '/api/iot/events?clientId=VAN-EU-003')).status).toBe(404);

    const gw = await connect('DSN-EU-1003');
    await gw.publishAsync('dsn/acme-legacy-eu/DSN-EU-1003/8883/heartbeat', '{"uptimeSeconds":5}', { qos: 1 });
    await gw.publishAsync('dsn/acme-legacy-eu/DSN-EU-1003/8883/measurement', '{"temperatureC":20}', { qos: 1 });
    await gw.endAsync();
    const legacy = legacyIotEventPageSchema.parse(
      await get('/api/iot/legacy/events?deviceName=DSN-EU-1003&region=eu-west&port=8883&messageName=heartbeat'),
    );
    expect(legacy.resultSet).toMatchObject([
      {
        deviceName: 'DSN-EU-1003',
        messageName: 'heartbeat',
        port: 8883,
        region: 'eu-west',
        payload: { uptimeSeconds: 5 },
      },
    ]);
    expect(
      (await demo.call('developer', 'GET', '/api/iot/legacy/events?deviceName=DSN-EU-1003&region=us-east')).status,
    ).toBe(404);
  });

  it('has a week of demo history from the broker, and reports the mqtt component', async () => {
    const week = await get<{ resultSet: IotEvent[] }>(
      `/api/iot/events?clientId=PMP-EU-0002&startDateUtc=${since(8 * 86_400_000)}&pageSize=500`,
    );
    expect(week.resultSet.length).toBeGreaterThan(70);
    expect(Date.now() - Date.parse(week.resultSet.at(-1)!.receivedUtc)).toBeGreaterThan(6 * 86_400_000);
    const showcase = await get<{ resultSet: IotEvent[]; nextBookmark: string }>(
      `/api/iot/events?clientId=PMP-EU-0001&startDateUtc=${since(12 * 3_600_000)}`,
    );
    expect(showcase.resultSet).toHaveLength(100);
    expect(showcase.nextBookmark).not.toBe('none');
    const status = (await (await fetch(`${demo.server.url}/v2/status.json`)).json()) as {
      components: Array<{ name: string; status: string }>;
    };
    expect(status.components).toContainEqual({ name: 'mqtt', status: 'operational' });
  });

  it("reads a device's window in the index's order: the first page does not sort the whole window", async () => {
    const pool = demo.server.platform.pool;
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM iot_devices WHERE client_id = 'PMP-EU-0001'`);
    const q = eventWindowQuery({
      deviceIds: [rows[0].id],
      start: new Date(Date.now() - 86_400_000),
      end: new Date(),
      limit: 100,
    });
    // With sorting priced out, a plan that still sorts has no index that gives the ORDER BY.
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SET LOCAL enable_sort = off');
      await c.query('SET LOCAL enable_seqscan = off');
      const plan = (await c.query(`EXPLAIN (COSTS OFF) ${q.text}`, q.values)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index Scan using iot_events_p\d{8}(_\d{2})?_device_id_received_at_id_idx/);
      expect(plan).not.toMatch(/(^|->\s+)(Incremental )?Sort\b/m); // a Merge Append of ordered day partitions is fine
      // The same with the device looked up in the statement (the API's first page: one round trip).
      const teams = await pool.query<{ id: string }>(`SELECT team_id AS id FROM iot_groups WHERE id = 'acme-pumps-eu'`);
      const byClientId = eventWindowQuery({
        deviceIds: { clientId: 'PMP-EU-0001', kind: 'current', teamIds: [teams.rows[0].id] },
        start: new Date(Date.now() - 86_400_000),
        end: new Date(),
        limit: 100,
      });
      const plan2 = (await c.query(`EXPLAIN (COSTS OFF) ${byClientId.text}`, byClientId.values)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan2).toMatch(/Index Scan using iot_events_p\d{8}(_\d{2})?_device_id_received_at_id_idx/);
      expect(plan2).not.toMatch(/(^|->\s+)(Incremental )?Sort\b/m);
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
  });

  it("finds a device's last report from the index, not by sorting the device's events", async () => {
    const c = await demo.server.platform.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SET LOCAL enable_sort = off');
      await c.query('SET LOCAL enable_seqscan = off');
      const plan = (await c.query(`EXPLAIN (COSTS OFF) ${DEVICE_FROM} WHERE d.client_id = 'PMP-EU-0001'`)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index (Only )?Scan using iot_events_p\d{8}(_\d{2})?_device_id_received_at_id_idx/);
      expect(plan).not.toMatch(/(^|->\s+)(Incremental )?Sort\b/m);
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
    const { rows } = await demo.server.platform.pool.query<{ lastReportedAt: Date; newest: Date }>(
      `SELECT x."lastReportedAt", (SELECT max(received_at) FROM iot_events WHERE device_id = x.id) AS newest
         FROM (${DEVICE_FROM} WHERE d.client_id = 'PMP-EU-0001') x`,
    );
    expect(rows[0].lastReportedAt).toEqual(rows[0].newest);
  });

  it('prunes events older than the retention', async () => {
    const old = await countEvents(`received_at < now() - interval '3 days'`);
    expect(old).toBeGreaterThan(0);
    const total = await countEvents();
    expect(await pruneExpiredEvents(demo.server.platform.pool, 3, createLogger('silent'))).toBe(old);
    expect(await countEvents()).toBe(total - old);
  });
});
