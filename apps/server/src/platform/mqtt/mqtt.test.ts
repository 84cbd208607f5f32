import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging.js';
import { sharedFilters } from './ingest-session.js';
import { startMqtt } from './mqtt.js';

const log = createLogger('silent');
let taken: net.Server;
let port: number;

beforeAll(async () => {
  taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
  port = (taken.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

describe('MQTT start', () => {
  it('defaults to port 1884 (not 1883) on HOST', () => {
    const c = loadConfig({});
    expect(c.MQTT_PORT).toBe(1884);
    expect(c.MQTT_HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).MQTT_HOST).toBe('0.0.0.0');
    expect(() => loadConfig({ MQTT_URL: 'http://broker' })).toThrow(/MQTT_URL/);
  });

  it('ingests from an external broker as one shared group by default, or unshared with none', () => {
    expect(loadConfig({}).MQTT_SHARE_GROUP).toBe('developer-console');
    expect(() => loadConfig({ MQTT_SHARE_GROUP: 'a/b' })).toThrow(/MQTT_SHARE_GROUP/);
    expect(sharedFilters(['groups/+/devices/+/#'], 'dc')).toEqual(['$share/dc/groups/+/devices/+/#']);
    expect(sharedFilters(['groups/+/devices/+/#'], 'none')).toEqual(['groups/+/devices/+/#']);
  });

  it('fails with a clear message when the port is taken', async () => {
    const config = loadConfig({ MQTT_PORT: String(port) });
    await expect(startMqtt(config, log)).rejects.toThrow(`MQTT port ${port} on 127.0.0.1 is in use. Set MQTT_PORT`);
  });

  it('picks a free port with 0 and tells devices the public host', async () => {
    const mqtt = await startMqtt(loadConfig({ MQTT_PORT: '0', PUBLIC_URL: 'https://console.example.com' }), log);
    try {
      const p = new URL(mqtt.connectUrl).port;
      expect(Number(p)).toBeGreaterThan(0);
      expect(mqtt.publicEndpoint).toBe(`mqtt://console.example.com:${p}`);
      expect(mqtt.healthy()).toBe(true);
      expect(mqtt.attached()).toBe(false);
    } finally {
      await mqtt.close();
    }
    expect(mqtt.healthy()).toBe(false);
  });

  it('names the external broker as endpoint, without its credentials', async () => {
    const mqtt = await startMqtt(loadConfig({ MQTT_URL: 'mqtt://ingest:secret@broker.example.com:1883' }), log);
    expect(mqtt.mode).toBe('external');
    expect(mqtt.publicEndpoint).toBe('mqtt://broker.example.com:1883');
    const pub = await startMqtt(
      loadConfig({ MQTT_URL: 'mqtts://broker.internal', MQTT_PUBLIC_HOST: 'iot.example.com' }),
      log,
    );
    expect(pub.publicEndpoint).toBe('mqtts://iot.example.com:8883');
    await mqtt.close();
    await pub.close();
  });
});
