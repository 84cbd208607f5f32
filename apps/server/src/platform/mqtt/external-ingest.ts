/**
 * Ingest from an external broker (MQTT_URL, e.g. Mosquitto): one subscriber with a persistent session (clean:false,
 * a fixed client id, QoS 1), so messages published while it is away are queued by the broker and delivered on
 * reconnect. The PUBACK of each message is held until its event row is committed: an acknowledged message is never
 * lost. mqtt.js handles packets one at a time and sends the PUBACK as soon as handleMessage calls back, which would
 * allow one commit per message; so handleMessage calls back at once and the PUBACK itself is deferred until the
 * commit, which lets the broker's in-flight window fill a batch. That window is the client's Receive Maximum, so the
 * connection speaks MQTT 5: over 3.1.1 Mosquitto keeps at most max_inflight_messages (20 by default) unacknowledged
 * per client, one commit's latency per 20 messages (about 8,000 messages/s), whatever the batch size. Instances
 * subscribe as one shared group (MQTT_SHARE_GROUP, $share/...): each message goes to one of them.
 */
import mqtt, { type IPublishPacket, type MqttClient, type Packet } from 'mqtt';
import type { Logger } from 'pino';
import type { MqttHandlers } from './mqtt.types.js';

export interface ExternalIngest {
  attach(handlers: MqttHandlers<unknown>): void;
  attached(): boolean;
  connected(): boolean;
  close(): Promise<void>;
}

/** Unacknowledged messages the broker may send at once: several of the writer's full batches (MAX_BATCH 500). */
export const RECEIVE_MAXIMUM = 2000;
/** MQTT 5 ends a session at disconnect unless it has an expiry; the ingest session is kept until the broker's own. */
const SESSION_NEVER_EXPIRES = 0xffffffff;

type SendPacket = (packet: Packet, cb?: (err?: Error) => void, ...rest: unknown[]) => void;

/** The filters to subscribe to: each under the shared group's prefix, unless sharing is off (`none`). */
export const sharedFilters = (filters: string[], group: string): string[] =>
  group === 'none' ? filters : filters.map((f) => `$share/${group}/${f}`);

export function startExternalIngest(opts: {
  url: string;
  clientId: string;
  shareGroup: string;
  log: Logger;
}): ExternalIngest {
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
      keepalive: 30,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      resubscribe: false,
    });
    const internal = c as unknown as { _sendPacket: SendPacket };
    const send = internal._sendPacket.bind(c);
    internal._sendPacket = (packet, cb, ...rest) => {
      const commit =
        packet.cmd === 'puback' && packet.messageId !== undefined ? commits.get(packet.messageId) : undefined;
      if (!commit) return send(packet, cb, ...rest);
      commits.delete(packet.messageId!);
      const gen = generation;
      cb?.(); // let mqtt.js read the next message while this one is being written
      commit.then(
        () => {
          if (gen === generation && c.connected) send(packet);
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

/** The broker URL without its credentials, for logs and the BrokerEndpoint. */
export function redact(url: string): string {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString().replace(/\/$/, '');
}
