/**
 * A week of demo event history, published through the broker by the history devices themselves (their demo
 * credentials) on history replay topics; every two hours per device, and every five minutes over the last twelve
 * hours for the showcase device. On the embedded broker each PUBACK follows the commit; on an external broker the
 * loader waits until the ingest has recorded them.
 */
import mqtt from 'mqtt';
import { historyKey, historyTopic } from '../modules/iot/ingest/history.js';
import { createTelemetry } from '../modules/iot/simulator/telemetry.js';
import { deviceTopicBase } from '../modules/iot/topics.js';
import type { Platform } from '../platform/platform.js';
import { DEMO_SHOWCASE_DEVICE, type DemoIotDeviceCredentials } from './iot-world.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Ascending times of a device's history, all in the past. */
export function historyTimes(serialNumber: string, now: number): Date[] {
  const times: number[] = [];
  for (let t = now - 7 * 24 * HOUR; t < now - HOUR; t += 2 * HOUR)
    times.push(t + Math.floor(Math.random() * 20 * MINUTE));
  if (serialNumber === DEMO_SHOWCASE_DEVICE) {
    for (let t = now - 12 * HOUR; t < now - MINUTE; t += 5 * MINUTE) times.push(t);
  }
  return times.sort((a, b) => a - b).map((t) => new Date(t));
}

const countEvents = async (platform: Platform) =>
  Number((await platform.pool.query<{ n: string }>('SELECT count(*) AS n FROM iot_events')).rows[0].n);

export async function publishDemoHistory(platform: Platform, devices: DemoIotDeviceCredentials[]): Promise<number> {
  const key = historyKey(platform.secretKey);
  const now = Date.now();
  const before = platform.mqtt.mode === 'external' ? await countEvents(platform) : 0;
  const counts = await Promise.all(
    devices.map(async (d) => {
      const client = await mqtt.connectAsync(platform.mqtt.connectUrl, {
        clientId: d.clientId,
        username: d.username,
        password: d.password,
        reconnectPeriod: 0,
        connectTimeout: 10_000,
      });
      try {
        const telemetry = createTelemetry(d);
        const base = deviceTopicBase(d.kind, d.groupId, d.serialNumber);
        const times = historyTimes(d.serialNumber, now);
        await Promise.all(
          times.map((at) => {
            const m = telemetry.next(at);
            return client.publishAsync(historyTopic(key, base, at, m.suffix), JSON.stringify(m.payload), { qos: 1 });
          }),
        );
        return times.length;
      } finally {
        await client.endAsync();
      }
    }),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  if (platform.mqtt.mode === 'external') {
    const deadline = Date.now() + 30_000;
    while ((await countEvents(platform)) < before + total) {
      if (Date.now() > deadline) {
        platform.log.warn('demo history: the external broker did not deliver every message within 30 s');
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return total;
}
