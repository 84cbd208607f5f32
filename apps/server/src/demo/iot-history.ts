/**
 * A week of demo event history, published through the broker by the history devices themselves (their demo
 * credentials) on history replay topics; every two hours per device, and every few minutes over the last twelve
 * hours (the Events tab's longest period) for the window devices. On the embedded broker each PUBACK follows the commit; on an external broker the
 * loader waits until the ingest has recorded them.
 */
import mqtt from 'mqtt';
import { historyKey, historyTopic } from '../modules/iot/ingest/history.js';
import { createTelemetry } from '../modules/iot/simulator/telemetry.js';
import { deviceTopicBase } from '../modules/iot/topics.js';
import type { Platform } from '../platform/platform.js';
import type { DemoIotDevice, DemoIotDeviceCredentials } from './iot-world.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Ascending times of a device's history, all in the past. */
export function historyTimes(d: Pick<DemoIotDevice, 'history' | 'window'>, now: number): Date[] {
  const times: number[] = [];
  if (d.history) {
    for (let t = now - 7 * 24 * HOUR; t < now - HOUR; t += 2 * HOUR)
      times.push(t + Math.floor(Math.random() * 20 * MINUTE));
  }
  if (d.window) {
    // From just inside the period's start, so a 12h query opened a little later still begins with an event.
    for (let t = now - 12 * HOUR + MINUTE; t < now - MINUTE; t += d.window * MINUTE) times.push(t);
  }
  return times.sort((a, b) => a - b).map((t) => new Date(t));
}

const countEvents = async (platform: Platform) =>
  Number((await platform.pool.query<{ n: string }>('SELECT count(*) AS n FROM iot_events')).rows[0].n);

/** One device's history, published with its own credentials; resolves with the number of messages. */
async function publishDevice(
  platform: Platform,
  key: Buffer,
  d: DemoIotDeviceCredentials,
  now: number,
): Promise<number> {
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
    const times = historyTimes(d, now);
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
}

/** External broker: its acknowledgement is not our commit, so wait until the ingest has recorded the messages. */
async function recorded(platform: Platform, expected: number, deadline: number): Promise<boolean> {
  while ((await countEvents(platform)) < expected) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * The loader's connections are over once the broker has recorded their ends: until then a history device would show
 * Active right after the demo load.
 */
async function disconnected(platform: Platform, devices: DemoIotDeviceCredentials[], deadline: number) {
  const serials = devices.map((d) => d.serialNumber);
  for (;;) {
    const { rows } = await platform.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM iot_devices WHERE active AND serial_number = ANY($1)',
      [serials],
    );
    if (Number(rows[0].n) === 0) return;
    if (Date.now() > deadline) {
      platform.log.warn({ active: Number(rows[0].n) }, 'demo history: devices still marked active after the load');
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function publishDemoHistory(platform: Platform, devices: DemoIotDeviceCredentials[]): Promise<number> {
  const key = historyKey(platform.secretKey);
  const now = Date.now();
  if (platform.mqtt.mode === 'embedded') {
    const counts = await Promise.all(devices.map((d) => publishDevice(platform, key, d, now)));
    await disconnected(platform, devices, Date.now() + 10_000);
    return counts.reduce((a, b) => a + b, 0);
  }
  // One device at a time, so the broker's per-subscriber queue (Mosquitto: 1000 messages) never overflows.
  let total = 0;
  const before = await countEvents(platform);
  for (const d of devices) {
    total += await publishDevice(platform, key, d, now);
    if (!(await recorded(platform, before + total, Date.now() + 15_000))) {
      platform.log.warn('demo history: the external broker did not deliver every message within 15 s');
      break;
    }
  }
  return total;
}
