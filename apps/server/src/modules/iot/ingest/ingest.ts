/**
 * What an accepted MQTT message becomes: an event of its device (and, on an external broker, a status report).
 * From the embedded broker the device is the authenticated connection; from an external broker it is found by topic
 * (cached briefly), and messages of no known device are dropped.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { MqttMessage } from '../../../platform/mqtt/mqtt.js';
import type { DeviceSession } from '../device-auth.js';
import { findDeviceByTopic, markConnected, markDisconnected, type DeviceRef } from '../iot-devices.repository.js';
import { legacyMessageFields, parseDeviceTopic, statusReport, type DeviceTopic } from '../topics.js';
import type { EventRecord, EventWriter } from './event-writer.js';
import { HistoryRefused, resolveReceived } from './history.js';

export const MAX_PAYLOAD_BYTES = 256 * 1024;
const CACHE_MS = 30_000;
/** Connection id of devices reported online through an external broker. */
export const EXTERNAL_CONNECTION = 'external';

export class MessageRefused extends Error {}

export function createIngest(opts: { pool: pg.Pool; log: Logger; historyKey: Buffer; writer: EventWriter }) {
  const { pool, log, historyKey, writer } = opts;
  const cache = new Map<string, { device?: DeviceRef; until: number }>();

  async function deviceByTopic(t: DeviceTopic): Promise<DeviceRef | undefined> {
    const key = `${t.groupId}/${t.serialNumber}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.device;
    const device = await findDeviceByTopic(pool, t.groupId, t.serialNumber);
    if (cache.size > 50_000) cache.clear();
    cache.set(key, { device, until: Date.now() + CACHE_MS });
    return device;
  }

  function record(device: DeviceRef, t: DeviceTopic, m: MqttMessage<unknown>): EventRecord & { suffix: string[] } {
    if (m.payload.length > MAX_PAYLOAD_BYTES) throw new MessageRefused('payload too large');
    const r = resolveReceived(historyKey, t.base, t.suffix, new Date());
    const legacy = device.kind === 'legacy' ? legacyMessageFields(r.suffix) : { port: null, messageName: null };
    return {
      deviceId: device.id,
      traceId: randomUUID(),
      topic: r.topic,
      clientId: device.clientId,
      receivedAt: r.receivedAt,
      payload: m.payload,
      qos: m.qos,
      suffix: r.suffix,
      ...legacy,
    };
  }

  return {
    /** Embedded broker: the publishing device's message (its topic is already checked to be under its base). */
    async fromDevice(session: DeviceSession, m: MqttMessage<unknown>): Promise<void> {
      const t = parseDeviceTopic(m.topic);
      if (!t || t.base !== session.base) throw new MessageRefused('topic outside the device topic');
      let rec;
      try {
        rec = record(session, t, m);
      } catch (err) {
        throw err instanceof HistoryRefused ? new MessageRefused(err.message) : err;
      }
      const { suffix: _suffix, ...event } = rec;
      await writer.write(event);
    },

    /** External broker: a message on a device topic; anything not recordable is dropped (and acknowledged). */
    async fromBroker(m: MqttMessage<unknown>): Promise<void> {
      const t = parseDeviceTopic(m.topic);
      const device = t ? await deviceByTopic(t) : undefined;
      if (!t || !device || t.legacy !== (device.kind === 'legacy')) return;
      let rec;
      try {
        rec = record(device, t, m);
      } catch (err) {
        if (err instanceof HistoryRefused || err instanceof MessageRefused) {
          log.info({ topic: m.topic, reason: err.message }, 'external mqtt message dropped');
          return;
        }
        throw err;
      }
      const { suffix, ...event } = rec;
      const status = statusReport(suffix, m.payload);
      if (status === 'online') await markConnected(pool, device.id, EXTERNAL_CONNECTION, event.receivedAt);
      if (status === 'offline') await markDisconnected(pool, device.id, EXTERNAL_CONNECTION, event.receivedAt);
      await writer.write(event);
    },
  };
}
