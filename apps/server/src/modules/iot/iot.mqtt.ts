/**
 * Connects the IoT module to MQTT (platform/mqtt): device authentication and topic rules, connection state, event
 * ingest through the batched writer; registers the 'mqtt' status component and the event retention job.
 */
import fp from 'fastify-plugin';
import { createDeviceAuth, EMBEDDED_CONNECTION, type DeviceSession } from './device-auth.js';
import { clearStaleConnections, markConnected, markDisconnected } from './iot-devices.repository.js';
import { insertEvents } from './iot-events.repository.js';
import { createEventWriter } from './ingest/event-writer.js';
import { historyKey } from './ingest/history.js';
import { createIngest } from './ingest/ingest.js';
import { createPartitionsAhead } from './ingest/partitions.js';
import { scheduleRetention } from './ingest/retention.js';

/** What the ingest connection subscribes to on an external broker: every device topic of both schemes. */
export const INGEST_TOPIC_FILTERS = ['groups/+/devices/+/#', 'dsn/+/+/#'];

export const iotMqttPlugin = fp(
  async (app) => {
    const { pool, log, mqtt, secretKey, config, queue } = app.platform;
    const writer = createEventWriter({ insert: (batch) => insertEvents(pool, batch), log });
    const ingest = createIngest({ pool, log, historyKey: historyKey(secretKey), writer });
    const auth = createDeviceAuth(pool);
    // Every instance, at start: the hourly job (one instance) keeps them ahead, an insert makes any day it lacks; so a
    // start does not fail when the table's lock is not had in time (a long reader), it only says so.
    await createPartitionsAhead(pool).catch((err: unknown) =>
      log.warn({ err }, 'event partitions not made ahead at start; inserts make the days they need'),
    );

    if (mqtt.mode === 'embedded') {
      const cleared = await clearStaleConnections(pool, EMBEDDED_CONNECTION);
      if (cleared) log.info({ cleared }, 'devices of a previous broker run marked inactive');
    }
    await mqtt.attach<DeviceSession>({
      authenticate: auth.authenticate,
      mayPublish: auth.mayPublish,
      maySubscribe: auth.maySubscribe,
      connected: (s) => markConnected(pool, s.id, s.connectionId, new Date()),
      disconnected: (s) => markDisconnected(pool, s.id, s.connectionId, new Date()),
      ingest: (m) => (m.session ? ingest.fromDevice(m.session, m) : ingest.fromBroker(m)),
      topicFilters: INGEST_TOPIC_FILTERS,
      drain: () => writer.drain(),
    });

    app.statusMonitor.register({ name: 'mqtt', critical: false, check: async () => mqtt.healthy() });
    if (config.QUEUE_ENABLED) {
      const stop = await scheduleRetention({ queue, pool, log, days: config.IOT_EVENT_RETENTION_DAYS });
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'iot-mqtt', dependencies: ['status'] },
);
