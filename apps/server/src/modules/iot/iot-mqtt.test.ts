/** Devices over the embedded broker: connection state, refusals, topic rules, the mqtt status component. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iotEventPageSchema } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { deviceKit, since, until } from './iot-test-kit.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.server.stop());
const { connect, closed, get, searchDevice, countEvents } = deviceKit(() => demo);

describe('a device on the embedded broker', () => {
  it('shows Active, its message in the events of the last 5 minutes with its JSON payload, then Inactive', async () => {
    const client = await connect('PMP-EU-0005');
    await until(async () => (await searchDevice('acme-pumps-eu', 'PMP-EU-0005')).active);
    const connectedAt = (await searchDevice('acme-pumps-eu', 'PMP-EU-0005')).lastConnectedTimestamp!;
    expect(Date.now() - Date.parse(connectedAt)).toBeLessThan(5000);

    const topic = 'groups/acme-pumps-eu/devices/PMP-EU-0005/telemetry';
    await client.publishAsync(topic, JSON.stringify({ pressureBar: 3.2, state: 'RUNNING' }), { qos: 1 });
    // The PUBACK follows the commit: the event is there at once.
    const page = iotEventPageSchema.parse(
      await get(`/api/iot/events?clientId=PMP-EU-0005&startDateUtc=${since(5 * 60_000)}`),
    );
    expect(page.resultSet).toHaveLength(1);
    expect(page.resultSet[0]).toMatchObject({
      topic,
      clientId: 'PMP-EU-0005',
      payloadEncoding: 'json',
      payload: { pressureBar: 3.2, state: 'RUNNING' },
    });
    expect(page.resultSet[0].receivedUtc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(page.nextBookmark).toBe('none');

    await client.endAsync();
    await until(async () => !(await searchDevice('acme-pumps-eu', 'PMP-EU-0005')).active);
    expect((await searchDevice('acme-pumps-eu', 'PMP-EU-0005')).lastDisconnectedTimestamp).not.toBeNull();
  });

  it('refuses a wrong password, an unknown username and another client id; nothing is stored', async () => {
    const before = await countEvents();
    await expect(connect('PMP-EU-0007', { password: 'wrong' })).rejects.toMatchObject({ code: 4 });
    await expect(connect('PMP-EU-0007', { username: 'nobody' })).rejects.toMatchObject({ code: 4 });
    await expect(connect('PMP-EU-0007', { clientId: 'PMP-EU-0008' })).rejects.toMatchObject({ code: 2 });
    expect((await searchDevice('acme-pumps-eu', 'PMP-EU-0007')).active).toBe(false);
    expect(await countEvents()).toBe(before);
  });

  it('closes a device publishing outside its own topic; nothing is stored', async () => {
    for (const topic of [
      'groups/acme-meters-us/devices/MTR-US-0003/telemetry',
      'groups/acme-pumps-eu/devices/PMP-EU-0008/telemetry',
      'elsewhere/telemetry',
      'groups/acme-pumps-eu/devices/PMP-EU-0007/$history/1.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/telemetry',
    ]) {
      const client = await connect('PMP-EU-0007');
      const gone = closed(client);
      client.publish(topic, '{"x":1}', { qos: 1 });
      await gone;
      client.end(true);
      expect(await countEvents('client_id = $1', ['PMP-EU-0007']), topic).toBe(0);
    }
  });

  it('lets a device subscribe inside its group only', async () => {
    const client = await connect('PMP-EU-0009');
    const ok = await client.subscribeAsync('groups/acme-pumps-eu/devices/PMP-EU-0009/commands', { qos: 1 });
    expect(ok[0].qos).toBe(1);
    await expect(client.subscribeAsync('groups/acme-meters-us/#', { qos: 1 })).rejects.toThrow(/Subscribe error/);
    await expect(client.subscribeAsync('#', { qos: 1 })).rejects.toThrow(/Subscribe error/);
    expect(client.connected).toBe(true);
    await client.endAsync();
  });

  it('reports the mqtt component down (a partial outage) when the broker stops', async () => {
    await demo.server.platform.mqtt.close();
    demo.server.app.statusMonitor.invalidate();
    const s = (await (await fetch(`${demo.server.url}/v2/status.json`)).json()) as {
      status: { indicator: string };
      components: Array<{ name: string; status: string }>;
    };
    expect(s.status.indicator).toBe('minor');
    expect(s.components).toContainEqual({ name: 'mqtt', status: 'major_outage' });
  });
});
