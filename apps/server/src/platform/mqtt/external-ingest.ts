/**
 * Ingest from an external broker (MQTT_URL, e.g. Mosquitto) on the terms of ingest-session.ts: over mqtt:// and
 * mqtts:// with our lean subscriber (subscriber.ts), over ws:// and wss:// with mqtt.js. Each message is handed to
 * the ingest at once, and its PUBACK queued when its row is committed, so the broker's in-flight window (Receive
 * Maximum) fills a batch.
 */
import { startMqttJsIngest } from './external-ingest-mqttjs.js';
import {
  CONNECT_TIMEOUT_MS,
  KEEPALIVE_SECONDS,
  RECEIVE_MAXIMUM,
  RECONNECT_MS,
  redact,
  SESSION_NEVER_EXPIRES,
  sharedFilters,
  type ExternalIngest,
  type ExternalIngestOptions,
} from './ingest-session.js';
import type { MqttHandlers } from './mqtt.types.js';
import { startSubscriber, type Subscriber } from './subscriber.js';

export { redact, sharedFilters, type ExternalIngest } from './ingest-session.js';

export function startExternalIngest(opts: ExternalIngestOptions): ExternalIngest {
  return /^wss?:/.test(opts.url) ? startMqttJsIngest(opts) : startLeanIngest(opts);
}

export function startLeanIngest(opts: ExternalIngestOptions): ExternalIngest {
  const { log } = opts;
  let subscriber: Subscriber | undefined;
  let handlers: MqttHandlers<unknown> | undefined;
  let closing = false;

  function connect(h: MqttHandlers<unknown>): Subscriber {
    const url = redact(opts.url);
    return startSubscriber(
      {
        url: opts.url,
        clientId: opts.clientId,
        keepaliveSeconds: KEEPALIVE_SECONDS,
        sessionExpirySeconds: SESSION_NEVER_EXPIRES,
        receiveMaximum: RECEIVE_MAXIMUM,
        reconnectMs: RECONNECT_MS,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      },
      {
        connected(_conn, sessionPresent) {
          log.info({ url, sessionPresent }, 'mqtt ingest connected');
          // A resumed session keeps its subscriptions (and what was queued for them).
          if (!sessionPresent) subscriber?.subscribe(sharedFilters(h.topicFilters, opts.shareGroup));
        },
        subscribed(codes) {
          if (codes.some((c) => c >= 0x80)) log.error({ codes }, 'mqtt ingest could not subscribe');
        },
        message(conn, p) {
          // A retained message replayed on subscribing is old news, not a new message: acknowledged, not recorded.
          if (p.retain) {
            if (p.qos > 0) conn.ack(p.packetId);
            return;
          }
          // While closing nothing new is taken: left unacknowledged, it stays queued in the persistent session.
          if (closing) return;
          const commit = h.ingest({ topic: p.topic, payload: p.payload, qos: p.qos });
          if (p.qos === 0) {
            commit.catch((err) => log.warn({ err }, 'external mqtt QoS 0 message not recorded'));
            return;
          }
          commit.then(
            () => conn.ack(p.packetId),
            (err) => {
              // Not recorded: no PUBACK; reconnecting makes the broker deliver it again.
              log.warn({ err }, 'external mqtt message not recorded; reconnecting for redelivery');
              conn.drop();
            },
          );
        },
        disconnected(err) {
          if (err && !closing) log.warn({ url, err: err.message }, 'mqtt ingest offline; reconnecting');
        },
      },
    );
  }

  return {
    attach(h) {
      handlers = h;
      subscriber = connect(h);
    },
    attached: () => handlers !== undefined,
    connected: () => Boolean(subscriber?.connected()),
    async close() {
      closing = true;
      await handlers?.drain(); // commits in flight queue their PUBACKs
      await subscriber?.close(); // which go out before the DISCONNECT
    },
  };
}
