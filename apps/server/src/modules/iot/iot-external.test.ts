/**
 * Ingest from an external broker: the machine's Mosquitto on 127.0.0.1:1883 (CI starts one; locally run
 * `mosquitto -d -p 1883`). Skipped, with the reason printed, when none answers.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotDevice, IotEvent } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const MOSQUITTO = 'mqtt://127.0.0.1:1883';
const INGEST_ID = `dc-test-ingest-${randomBytes(4).toString('hex')}`;

async function mosquittoAnswers(): Promise<boolean> {
  try {
    const c = await mqtt.connectAsync(MOSQUITTO, { reconnectPeriod: 0, connectTimeout: 2000 });
    await c.endAsync();
    return true;
  } catch {
    return false;
  }
}
const reachable = await mosquittoAnswers();
if (!reachable)
  console.log(
    `Mosquitto does not answer at ${MOSQUITTO}: external-broker ingest tests skipped (run \`mosquitto -d -p 1883\`).`,
  );

let demo: DemoServer;
let server: TestServer;
let publisher: MqttClient;

const pool = () => server.platform.pool;
const count = async (where: string, params: unknown[]) =>
  Number((await pool().query(`SELECT count(*) AS n FROM iot_events WHERE ${where}`, params)).rows[0].n);
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!reachable)('ingest from an external broker (Mosquitto)', () => {
  beforeAll(async () => {
    demo = await startDemoServer({ MQTT_URL: MOSQUITTO, MQTT_INGEST_CLIENT_ID: INGEST_ID });
    server = demo.server;
    publisher = await mqtt.connectAsync(MOSQUITTO, {
      clientId: `dc-test-pub-${randomBytes(4).toString('hex')}`,
      reconnectPeriod: 0,
    });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    await server?.stop();
    // Drop the ingest client's persistent session from the broker.
    const c = await mqtt
      .connectAsync(MOSQUITTO, { clientId: INGEST_ID, clean: true, reconnectPeriod: 0 })
      .catch(() => undefined);
    await c?.endAsync();
  });

  it('loads the demo history through the external broker and shows its endpoint', async () => {
    expect(server.platform.mqtt.mode).toBe('external');
    expect(await count('client_id = $1', ['PMP-EU-0002'])).toBeGreaterThan(70);
    const group = (await (await demo.call('developer', 'GET', '/api/iot/2.1/groups/acme-pumps-eu')).json()) as {
      brokerEndpoint: string;
    };
    expect(group.brokerEndpoint).toBe('mqtt://127.0.0.1:1883');
  });

  it('ingests messages published there, drops unknown devices, and follows status reports', async () => {
    const base = 'groups/acme-pumps-eu/devices/PMP-EU-0011';
    await publisher.publishAsync(`${base}/status`, 'online', { qos: 1 });
    await publisher.publishAsync(`${base}/telemetry`, '{"pressureBar":4.1}', { qos: 1 });
    await publisher.publishAsync('groups/acme-pumps-eu/devices/NO-SUCH/telemetry', '{}', { qos: 1 });
    await until(async () => (await count('client_id = $1', ['PMP-EU-0011'])) === 2);
    const events = (await (
      await demo.call('developer', 'GET', '/api/iot/events?clientId=PMP-EU-0011&topic=telemetry')
    ).json()) as {
      resultSet: IotEvent[];
    };
    expect(events.resultSet).toMatchObject([{ payload: { pressureBar: 4.1 }, topic: `${base}/telemetry` }]);
    const device = async () =>
      (await (
        await demo.call('developer', 'GET', '/api/iot/devices/search?groupId=acme-pumps-eu&serialNumber=PMP-EU-0011')
      ).json()) as IotDevice;
    expect((await device()).active).toBe(true);
    await publisher.publishAsync(`${base}/status`, 'offline', { qos: 1 });
    await until(async () => !(await device()).active);
    expect(await count('topic LIKE $1', ['%NO-SUCH%'])).toBe(0);
  });

  it('loses no QoS 1 message when the ingest connection restarts mid-stream', async () => {
    const topic = 'groups/acme-pumps-eu/devices/PMP-EU-0012/telemetry';
    const total = 400;
    const sent: Array<Promise<unknown>> = [];
    const publish = async (from: number, to: number) => {
      for (let seq = from; seq < to; seq++) {
        sent.push(publisher.publishAsync(topic, JSON.stringify({ seq }), { qos: 1 }));
        await new Promise((r) => setTimeout(r, 1));
      }
    };
    await publish(0, 150);
    // Restart while messages are still arriving; then publish more while the ingest session is away.
    const old = server;
    const restarted = server.restart();
    await until(async () => !old.platform.mqtt.healthy());
    await publish(150, total);
    await Promise.all(sent);
    server = await restarted;
    await until(async () => (await count('client_id = $1', ['PMP-EU-0012'])) >= total, 20_000).catch(() => undefined);
    const { rows } = await pool().query<{ seq: number }>(
      `SELECT DISTINCT convert_from(payload, 'UTF8')::jsonb->>'seq' AS seq FROM iot_events WHERE client_id = $1`,
      ['PMP-EU-0012'],
    );
    expect(rows.map((r) => Number(r.seq)).sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('a second instance on the same database shares the subscription: each message is stored once', async () => {
    const secondId = `${INGEST_ID}-b`;
    // Instances of one deployment share the database and the key of its secrets (here: the first one's key file).
    const dataDir = await fs.mkdtemp(path.join(path.dirname(server.env.DATA_DIR), 'dc-second-'));
    await fs.copyFile(path.join(server.env.DATA_DIR, 'secret.key'), path.join(dataDir, 'secret.key'));
    const second = await startTestServer({
      DATABASE_URL: server.env.DATABASE_URL,
      DATA_DIR: dataDir,
      MQTT_URL: MOSQUITTO,
      MQTT_INGEST_CLIENT_ID: secondId,
      MQTT_SHARE_GROUP: server.env.MQTT_SHARE_GROUP,
    });
    try {
      await until(async () => second.platform.mqtt.healthy());
      await new Promise((r) => setTimeout(r, 300)); // its SUBACK
      const topic = 'groups/acme-pumps-eu/devices/PMP-EU-0013/telemetry';
      const total = 200;
      await Promise.all(
        Array.from({ length: total }, (_, seq) => publisher.publishAsync(topic, JSON.stringify({ seq }), { qos: 1 })),
      );
      // Without the shared group both instances would store every message (2 x total rows).
      await until(async () => (await count('client_id = $1', ['PMP-EU-0013'])) >= total);
      await new Promise((r) => setTimeout(r, 500));
      expect(await count('client_id = $1', ['PMP-EU-0013'])).toBe(total);
    } finally {
      await second.stop();
      const c = await mqtt
        .connectAsync(MOSQUITTO, { clientId: secondId, clean: true, reconnectPeriod: 0 })
        .catch(() => undefined);
      await c?.endAsync();
    }
  });
});
