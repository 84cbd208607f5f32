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
import { HISTORY_LEVEL, HistoryRefused, resolveReceived } from './history.js';

export const MAX_PAYLOAD_BYTES = 256 * 1024;
const CACHE_MS = 30_000;
/** Connection id of devices reported online through an external broker. */
export const EXTERNAL_CONNECTION = 'external';

export class MessageRefused extends Error {}

const DONE = Promise.resolve();

export function createIngest(opts: { pool: pg.Pool; log: Logger; historyKey: Buffer; writer: EventWriter }) {
  const { pool, log, historyKey, writer } = opts;
  // The lookup itself is cached, not only its result: messages of a device arriving while it runs (a broker sends
  // up to its in-flight window at once) wait for that one query instead of each sending its own, which at the
  // start and at every expiry queued hundreds of identical queries for the pool's connections. Once it answered,
  // its result is kept beside it, so a message of a known device goes on without waiting for a promise.
  interface Entry {
    lookup: Promise<DeviceRef | undefined>;
    found?: { device: DeviceRef | undefined };
    until: number;
  }
  const cache = new Map<string, Entry>();

  function deviceByTopic(t: DeviceTopic, now: number): Entry {
    const key = t.base;
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit;
    const entry: Entry = { lookup: findDeviceByTopic(pool, t.groupId, t.serialNumber), until: now + CACHE_MS };
    if (cache.size > 50_000) cache.clear();
    cache.set(key, entry);
    entry.lookup.then(
      (device) => (entry.found = { device }),
      // A failed lookup is not kept: the next message asks again.
      () => cache.get(key) === entry && cache.delete(key),
    );
    return entry;
  }

  /** The event a message becomes, and the topic levels after the device's base (a history message's own). */
  function record(
    device: DeviceRef,
    t: DeviceTopic,
    m: MqttMessage<unknown>,
  ): { event: EventRecord; suffix: string[] } {
    if (m.payload.length > MAX_PAYLOAD_BYTES) throw new MessageRefused('payload too large');
    // A plain message is recorded under its own topic, received now (resolveReceived would only join it again).
    const r =
      t.suffix[0] === HISTORY_LEVEL
        ? resolveReceived(historyKey, t.base, t.suffix, new Date())
        : { topic: m.topic, receivedAt: new Date(), suffix: t.suffix };
    const legacy = device.kind === 'legacy' ? legacyMessageFields(r.suffix) : undefined;
    const event: EventRecord = {
      deviceId: device.id,
      traceId: randomUUID(),
      topic: r.topic,
      clientId: device.clientId,
      receivedAt: r.receivedAt,
      payload: m.payload,
      qos: m.qos,
      port: legacy ? legacy.port : null,
      messageName: legacy ? legacy.messageName : null,
    };
    return { event, suffix: r.suffix };
  }

  function recordFromBroker(device: DeviceRef | undefined, t: DeviceTopic, m: MqttMessage<unknown>): Promise<void> {
    if (!device || t.legacy !== (device.kind === 'legacy')) return DONE;
    let rec;
    try {
      rec = record(device, t, m);
    } catch (err) {
      if (err instanceof HistoryRefused || err instanceof MessageRefused) {
        log.info({ topic: m.topic, reason: err.message }, 'external mqtt message dropped');
        return DONE;
      }
      return Promise.reject(err as Error);
    }
    const { event, suffix } = rec;
    const status = statusReport(suffix, m.payload);
    if (status === null) return writer.write(event);
    const mark = status === 'online' ? markConnected : markDisconnected;
    return mark(pool, device.id, EXTERNAL_CONNECTION, event.receivedAt).then(() => writer.write(event));
  }

  return {
    /** Embedded broker: the publishing device's message (its topic is already checked to be under its base). */
    fromDevice(session: DeviceSession, m: MqttMessage<unknown>): Promise<void> {
      const t = parseDeviceTopic(m.topic);
      if (!t || t.base !== session.base) return Promise.reject(new MessageRefused('topic outside the device topic'));
      let event;
      try {
        event = record(session, t, m).event;
      } catch (err) {
        return Promise.reject(err instanceof HistoryRefused ? new MessageRefused(err.message) : (err as Error));
      }
      return writer.write(event);
    },

    /**
     * External broker: a message on a device topic; anything not recordable is dropped (and acknowledged). A message
     * of a device already looked up is written at once (no await before the writer's queue).
     */
    fromBroker(m: MqttMessage<unknown>): Promise<void> {
      const t = parseDeviceTopic(m.topic);
      if (!t) return DONE;
      const entry = deviceByTopic(t, Date.now());
      if (entry.found) return recordFromBroker(entry.found.device, t, m);
      return entry.lookup.then((device) => recordFromBroker(device, t, m));
    },
  };
}
