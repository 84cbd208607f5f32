/**
 * Loads the demo world's IoT part: the registry rows (groups, devices with hashed passwords, rules, routes), then a
 * week of event history produced by the history devices publishing through the broker (history replay topics, see
 * modules/iot/ingest/history.ts), so the events take the real ingest path.
 */
import type pg from 'pg';
import { demoPasswordHash } from './demo-hashes.js';
import type { Platform } from '../platform/platform.js';
import { DEMO_IOT_GROUPS, demoIotDevices, type DemoIotGroup } from './iot-world.js';
import { publishDemoHistory } from './iot-history.js';

async function insertRegistry(client: pg.PoolClient, g: DemoIotGroup, teamId: string, hashes: Map<string, string>) {
  await client.query(
    `INSERT INTO iot_groups (id, team_id, kind, name, description, region, tags, attributes, delivery_endpoints)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      g.id,
      teamId,
      g.kind,
      g.name,
      g.description,
      g.region,
      JSON.stringify(g.tags ?? {}),
      JSON.stringify(g.attributes ?? {}),
      g.kind === 'current'
        ? JSON.stringify({
            lifecycle: `https://hooks.example.com/${g.id}/lifecycle`,
            shadow: `https://hooks.example.com/${g.id}/shadow`,
            error: `https://hooks.example.com/${g.id}/errors`,
          })
        : null,
    ],
  );
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
    for (const g of DEMO_IOT_GROUPS) await insertRegistry(client, g, ids[g.team], hashes);
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
    devices.filter((d) => d.history),
  );
  platform.log.info({ groups: DEMO_IOT_GROUPS.length, devices: devices.length, events: published }, 'demo IoT loaded');
}
