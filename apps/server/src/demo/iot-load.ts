/**
 * Loads the demo world's IoT part: the registry rows (groups, devices with hashed passwords, rules, routes), then
 * event history (a week, and the last 12 hours closely) produced by the devices publishing through the broker
 * (history replay topics, see modules/iot/ingest/history.ts), so the events take the real ingest path.
 */
import type pg from 'pg';
import { demoPasswordHash } from './demo-hashes.js';
import type { Platform } from '../platform/platform.js';
import { DEMO_IOT_GROUPS, demoIotDevices, type DemoIotGroup } from './iot-world.js';
import { publishDemoHistory } from './iot-history.js';

const endpointsOf = (g: DemoIotGroup) =>
  g.kind === 'current'
    ? {
        lifecycle: `https://hooks.example.com/${g.id}/lifecycle`,
        shadow: `https://hooks.example.com/${g.id}/shadow`,
        error: `https://hooks.example.com/${g.id}/errors`,
      }
    : null;

/** Every group in one statement: the staff team alone has over a hundred. */
async function insertGroups(client: pg.PoolClient, ids: Record<string, string>) {
  const groups = DEMO_IOT_GROUPS;
  await client.query(
    `INSERT INTO iot_groups (id, team_id, kind, name, description, region, tags, attributes, delivery_endpoints)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[],
                          $8::jsonb[], $9::jsonb[])`,
    [
      groups.map((g) => g.id),
      groups.map((g) => ids[g.team]),
      groups.map((g) => g.kind),
      groups.map((g) => g.name),
      groups.map((g) => g.description),
      groups.map((g) => g.region),
      groups.map((g) => JSON.stringify(g.tags ?? {})),
      groups.map((g) => JSON.stringify(g.attributes ?? {})),
      groups.map((g) => (endpointsOf(g) ? JSON.stringify(endpointsOf(g)) : null)),
    ],
  );
}

/** A group's devices, rules and routes. */
async function insertRegistry(client: pg.PoolClient, g: DemoIotGroup, hashes: Map<string, string>) {
  for (const d of demoIotDevices().filter((x) => x.groupId === g.id)) {
    await client.query(
      `INSERT INTO iot_devices (group_id, serial_number, client_id, username, password_hash, certificate,
                                dsn_type, port, connection_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        g.id,
        d.serialNumber,
        d.clientId,
        d.username,
        hashes.get(d.serialNumber),
        JSON.stringify({
          issuer: 'CN=Developer Console Demo Device CA, O=Example',
          subject: `CN=${d.serialNumber}, O=${g.name}`,
          expirationDate: '2028-12-31T23:59:59.000Z',
        }),
        d.dsnType ?? null,
        d.port ?? null,
        d.connectionType ?? null,
      ],
    );
  }
  for (const r of g.rules ?? []) {
    const actions =
      r.action === 'dataocean'
        ? { dataocean: { path: `/iot/${g.id}/${r.name}`, directoryId: `dir-${g.id}` } }
        : { customFunction: { customFunctionId: `fn-${r.name}`, outputFieldName: 'result' } };
    await client.query(
      `INSERT INTO iot_rules (group_id, name, description, active, topic_suffix, deliver_to_sqs, enable_base64_encoding,
                              sql, sqs_queue_url, actions, actions_enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        g.id,
        r.name,
        r.description,
        r.active,
        r.topicSuffix,
        r.action === 'dataocean',
        r.action === 'customFunction',
        r.sql,
        r.action === 'dataocean' ? `https://sqs.${g.region}.example.com/000000000000/${g.id}-${r.name}` : null,
        JSON.stringify(actions),
        r.active,
      ],
    );
  }
  for (const r of g.routes ?? []) {
    await client.query(
      'INSERT INTO iot_routes (group_id, name, end_point, active, query_condition) VALUES ($1, $2, $3, $4, $5)',
      [g.id, r.name, r.endPoint, r.active, r.queryCondition],
    );
  }
}

/** ids: the demo world's ids by key (teams). */
export async function loadIotDemo(platform: Platform, ids: Record<string, string>): Promise<void> {
  const devices = demoIotDevices();
  const hashes = new Map(
    await Promise.all(devices.map(async (d) => [d.serialNumber, await demoPasswordHash(d.password)] as const)),
  );
  const client = await platform.pool.connect();
  try {
    await client.query('BEGIN');
    await insertGroups(client, ids);
    for (const g of DEMO_IOT_GROUPS) await insertRegistry(client, g, hashes);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  if (!platform.mqtt.attached()) {
    platform.log.warn('MQTT is not attached to the IoT module: demo event history skipped');
    return;
  }
  const published = await publishDemoHistory(
    platform,
    devices.filter((d) => d.history || d.window),
  );
  platform.log.info({ groups: DEMO_IOT_GROUPS.length, devices: devices.length, events: published }, 'demo IoT loaded');
}
