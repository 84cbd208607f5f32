/**
 * Ingest from an external broker over WebSocket (ws://, wss://) with mqtt.js; mqtt:// and mqtts:// take the lean
 * subscriber (external-ingest.ts), which the tests also compare with this one. mqtt.js handles packets one at a time
 * and sends the PUBACK as soon as handleMessage calls back, which would allow one commit per message; so
 * handleMessage calls back at once and the PUBACK itself is deferred until the commit, which lets the broker's
 * in-flight window fill a batch. The session's terms: ingest-session.ts.
 */
import mqtt, { type IPublishPacket, type MqttClient, type Packet } from 'mqtt';
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
import { encodePubacks } from './wire.js';

type SendPacket = (packet: Packet, cb?: (err?: Error) => void, ...rest: unknown[]) => void;

export function startMqttJsIngest(opts: ExternalIngestOptions): ExternalIngest {
  const { log } = opts;
  let client: MqttClient | undefined;
  let handlers: MqttHandlers<unknown> | undefined;
  let closing = false;
  /** Bumped on every connection change, so a commit never acknowledges on a later connection. */
  let generation = 0;
  const commits = new Map<number, Promise<void>>();

  function connect(h: MqttHandlers<unknown>) {
    const c = mqtt.connect(opts.url, {
      clientId: opts.clientId,
      clean: false,
      protocolVersion: 5,
      properties: { receiveMaximum: RECEIVE_MAXIMUM, sessionExpiryInterval: SESSION_NEVER_EXPIRES },
      keepalive: KEEPALIVE_SECONDS,
      reconnectPeriod: RECONNECT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      resubscribe: false,
    });
    const internal = c as unknown as { _sendPacket: SendPacket };
    const send = internal._sendPacket.bind(c);
    // A committed batch's PUBACKs go out in one socket write (mqtt.js writes each packet on its own, several writes
    // per packet). Only ids of this connection are queued (generation), and the queue is dropped when it closes.
    let pubacks: number[] = [];
    const flushPubacks = () => {
      const ids = pubacks;
      pubacks = [];
      if (ids.length && c.connected && c.stream) c.stream.write(encodePubacks(ids));
    };
    internal._sendPacket = (packet, cb, ...rest) => {
      const commit =
        packet.cmd === 'puback' && packet.messageId !== undefined ? commits.get(packet.messageId) : undefined;
      if (!commit) return send(packet, cb, ...rest);
      commits.delete(packet.messageId!);
      const gen = generation;
      cb?.(); // let mqtt.js read the next message while this one is being written
      commit.then(
        () => {
          if (gen === generation && c.connected) pubacks.push(packet.messageId!);
          if (pubacks.length === 1) setImmediate(flushPubacks);
        },
        (err) => {
          // Not recorded: no PUBACK; reconnecting makes the broker deliver it again.
          log.warn({ err }, 'external mqtt message not recorded; reconnecting for redelivery');
          if (gen === generation) c.stream?.destroy();
        },
      );
    };
    c.handleMessage = (packet: IPublishPacket, callback) => {
      const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
      // A retained message replayed on subscribing is old news, not a new message: acknowledged, not recorded.
      // While closing nothing new is taken: held back, it stays queued in the persistent session.
      const commit = packet.retain
        ? Promise.resolve()
        : closing
          ? new Promise<void>(() => undefined)
          : h.ingest({ topic: packet.topic, payload, qos: packet.qos });
      if (packet.qos > 0 && packet.messageId !== undefined) commits.set(packet.messageId, commit);
      else commit.catch((err) => log.warn({ err }, 'external mqtt QoS 0 message not recorded'));
      callback();
    };
    c.on('connect', (connack) => {
      generation++;
      log.info({ url: redact(opts.url), sessionPresent: connack.sessionPresent }, 'mqtt ingest connected');
      // A resumed session keeps its subscriptions (and what was queued for them).
      if (connack.sessionPresent) return;
      c.subscribe(sharedFilters(h.topicFilters, opts.shareGroup), { qos: 1 }, (err) => {
        if (err) log.error({ err }, 'mqtt ingest could not subscribe');
      });
    });
    c.on('close', () => {
      generation++;
      commits.clear();
      pubacks = [];
    });
    c.on('error', (err) => log.warn({ err: err.message }, 'mqtt ingest connection error'));
    c.on('offline', () => log.warn({ url: redact(opts.url) }, 'mqtt ingest offline; reconnecting'));
    return c;
  }

  return {
    attach(h) {
      handlers = h;
      client = connect(h);
    },
    attached: () => handlers !== undefined,
    connected: () => Boolean(client?.connected),
    async close() {
      closing = true;
      await handlers?.drain(); // commits in flight send their PUBACKs
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise<void>((resolve) => (client ? client.end(false, {}, () => resolve()) : resolve()));
    },
  };
}
