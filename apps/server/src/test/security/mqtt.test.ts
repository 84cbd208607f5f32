/**
 * Issue 13 item 10, the embedded MQTT broker: no anonymous connection; a device reads and writes inside its own
 * group's topics only.
 *
 * Already proven in modules/iot/iot-mqtt.test.ts (not repeated): a wrong password, an unknown username and another
 * client id are refused; publishing to another group's, another device's or a foreign topic closes the connection
 * and stores nothing; subscribing to another group's '#' or to '#' is refused. This file adds anonymous and partial
 * credentials, every wildcard and prefix trick for subscriptions (both topic schemes), and checks the effect on
 * delivery: nothing of another group reaches the device, and a refused retained or last-will message reaches no one.
 */
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKit, until } from '../../modules/iot/iot-test-kit.js';
import { startDemoServer, type DemoServer } from '../demo-server.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo?.server.stop());
const { connect, closed, countEvents, searchDevice } = deviceKit(() => demo);

const PUMP = 'PMP-EU-0010';
const PUMP_GROUP = 'groups/acme-pumps-eu';
const pumpTopic = (suffix: string) => `${PUMP_GROUP}/devices/${PUMP}/${suffix}`;
const GLOBEX_GROUP = 'groups/globex-sensors-eu';
const globexTopic = (serial: string, suffix: string) => `${GLOBEX_GROUP}/devices/${serial}/${suffix}`;

/** Records what a client receives; `next()` resolves with the first message not yet taken. */
function inbox(client: MqttClient) {
  const received: Array<{ topic: string; payload: string }> = [];
  const waiting: Array<(m: { topic: string; payload: string }) => void> = [];
  client.on('message', (topic, payload) => {
    const message = { topic, payload: payload.toString() };
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  return {
    next: () =>
      new Promise<{ topic: string; payload: string }>((resolve) => {
        const first = received.shift();
        if (first) resolve(first);
        else waiting.push(resolve);
      }),
  };
}

describe('connecting', () => {
  it('is refused without credentials, or with half of them', async () => {
    for (const options of [
      { username: undefined, password: undefined },
      { username: 'pmp-eu-0010', password: undefined },
      { username: '', password: undefined },
    ]) {
      await expect(connect(PUMP, options), JSON.stringify(options)).rejects.toMatchObject({ code: 4 });
    }
    // A client id no device has, with nothing else.
    await expect(
      connect(PUMP, { clientId: 'anonymous-probe', username: undefined, password: undefined }),
    ).rejects.toMatchObject({ code: 4 });
  });
});

describe('subscribing', () => {
  it('is refused outside the own group, whatever the wildcard or prefix', async () => {
    const client = await connect(PUMP);
    for (const filter of [
      '+/#',
      '+/+/#',
      '+/acme-pumps-eu/#',
      'groups/#',
      'groups/+/#',
      'groups/+/devices/+/telemetry',
      'groups',
      `${GLOBEX_GROUP}/#`,
      globexTopic('GLX-EU-02', 'telemetry'),
      'groups/acme-pumps-eu-2/#',
      'dsn/acme-legacy-eu/#',
      'dsn/+/+/#',
      '$SYS/#',
      `$share/probe/${GLOBEX_GROUP}/#`,
      `$share/probe/${PUMP_GROUP}/#`,
    ]) {
      await expect(client.subscribeAsync(filter, { qos: 1 }), filter).rejects.toThrow(/Subscribe error/);
      expect(client.connected, filter).toBe(true);
    }
    await client.endAsync();
  });

  it('keeps a legacy device inside its own dsn group', async () => {
    const gateway = await connect('DSN-EU-1003');
    expect((await gateway.subscribeAsync('dsn/acme-legacy-eu/#', { qos: 1 }))[0].qos).toBe(1);
    for (const filter of ['dsn/acme-legacy-us/#', 'dsn/+/DSN-US-2001/#', 'groups/acme-legacy-eu/#']) {
      await expect(gateway.subscribeAsync(filter, { qos: 1 }), filter).rejects.toThrow(/Subscribe error/);
    }
    await gateway.endAsync();
  });

  it('delivers nothing of another group, even after refused wildcard subscriptions', async () => {
    const pump = await connect(PUMP);
    const messages = inbox(pump);
    for (const filter of ['#', '+/+/#', `${GLOBEX_GROUP}/#`]) {
      await expect(pump.subscribeAsync(filter, { qos: 1 })).rejects.toThrow(/Subscribe error/);
    }
    await pump.subscribeAsync(`${PUMP_GROUP}/#`, { qos: 1 });
    const sensor = await connect('GLX-EU-02');
    // The PUBACK comes after the broker has routed the message, so it would be queued to the pump before the marker.
    await sensor.publishAsync(globexTopic('GLX-EU-02', 'telemetry'), '{"dustMg":12}', { qos: 1 });
    await pump.publishAsync(pumpTopic('telemetry'), '{"marker":1}', { qos: 1 });
    expect(await messages.next()).toEqual({ topic: pumpTopic('telemetry'), payload: '{"marker":1}' });
    await Promise.all([pump.endAsync(), sensor.endAsync()]);
  });
});

describe('publishing', () => {
  it('closes a device that writes to $SYS or to a sibling whose serial starts with its own', async () => {
    const before = await countEvents('client_id = $1', [PUMP]);
    for (const topic of ['$SYS/broker/clients', `${PUMP_GROUP}/devices/${PUMP}0/telemetry`, `${PUMP_GROUP}/devices`]) {
      const client = await connect(PUMP);
      const gone = closed(client);
      client.publish(topic, '{"x":1}', { qos: 1 });
      await gone;
      client.end(true);
    }
    expect(await countEvents('client_id = $1', [PUMP])).toBe(before);
  });

  it('leaves no retained message in another group', async () => {
    const pump = await connect(PUMP);
    const gone = closed(pump);
    pump.publish(globexTopic('GLX-EU-03', 'commands'), '{"reboot":true}', { qos: 1, retain: true });
    await gone;
    pump.end(true);
    // A retained message is sent right after the SUBACK, before anything published later.
    const sensor = await connect('GLX-EU-03');
    const messages = inbox(sensor);
    await sensor.subscribeAsync(`${GLOBEX_GROUP}/#`, { qos: 1 });
    await sensor.publishAsync(globexTopic('GLX-EU-03', 'telemetry'), '{"marker":2}', { qos: 1 });
    expect(await messages.next()).toEqual({ topic: globexTopic('GLX-EU-03', 'telemetry'), payload: '{"marker":2}' });
    await sensor.endAsync();
  });

  it("sends no last will into another group, while a will on the device's own topic is delivered", async () => {
    const sensor = await connect('GLX-EU-04');
    const messages = inbox(sensor);
    await sensor.subscribeAsync(`${GLOBEX_GROUP}/#`, { qos: 1 });
    const dieWith = async (serial: string, topic: string, whenConnected: () => Promise<void> = async () => {}) => {
      const device = await connect(serial, {
        will: { topic, payload: Buffer.from('{"will":1}'), qos: 1, retain: false },
      });
      await whenConnected();
      const gone = closed(device);
      device.stream.destroy(); // no DISCONNECT: the broker sends the will
      await gone;
    };
    // Control: a Globex device's own will reaches its group.
    await dieWith('GLX-EU-01', globexTopic('GLX-EU-01', 'status'));
    expect(await messages.next()).toEqual({ topic: globexTopic('GLX-EU-01', 'status'), payload: '{"will":1}' });
    // An Acme pump's will aimed at Globex does not. The broker judges a will before it reports the device gone, so
    // once the pump shows Inactive anything sent from its will would already be on its way to the sensor.
    const pumpActive = async () => (await searchDevice('acme-pumps-eu', 'PMP-EU-0012')).active;
    await dieWith('PMP-EU-0012', globexTopic('GLX-EU-04', 'commands'), () => until(pumpActive));
    await until(async () => !(await pumpActive()));
    await sensor.publishAsync(globexTopic('GLX-EU-04', 'telemetry'), '{"marker":4}', { qos: 1 });
    expect(await messages.next()).toEqual({ topic: globexTopic('GLX-EU-04', 'telemetry'), payload: '{"marker":4}' });
    await sensor.endAsync();
  });
});
