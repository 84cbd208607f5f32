/**
 * The embedded MQTT broker (aedes). A QoS 1 PUBACK is written by aedes only after authorizePublish calls back, so the
 * message is handed to the IoT module's ingest there and the callback waits for the database commit: an
 * acknowledged message is never lost. A refused publish closes the connection (MQTT 3.1.1 has no negative PUBACK).
 */
import net from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { Logger } from 'pino';
import type { MqttHandlers } from './mqtt.types.js';

/** aedes' CONNACK return codes (its const enum cannot be used under isolatedModules). */
const RETURN_CODE = { identifierRejected: 2, serverUnavailable: 3, badCredentials: 4, notAuthorized: 5 } as const;

const refusal = (returnCode: number, message: string): AuthenticateError =>
  Object.assign(new Error(message), { returnCode }) as AuthenticateError;

export interface EmbeddedBroker {
  port: number;
  attach(handlers: MqttHandlers<unknown>): void;
  attached(): boolean;
  listening(): boolean;
  close(): Promise<void>;
}

export async function startEmbeddedBroker(opts: { host: string; port: number; log: Logger }): Promise<EmbeddedBroker> {
  const { log } = opts;
  let handlers: MqttHandlers<unknown> | undefined;
  const sessions = new WeakMap<Client, unknown>();
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const settled = p.catch((err) => log.error({ err }, 'mqtt connection bookkeeping failed'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
    return settled;
  };
  // A connection's disconnect is recorded after its connect: the two writes take different pool connections, and a
  // disconnect that overtook its connect would find nothing to clear and leave the device active for good.
  const connectWrites = new WeakMap<Client, Promise<unknown>>();

  const broker = await Aedes.createBroker({
    maxClientsIdLength: 128,
    authenticate(client, username, password, done) {
      if (!handlers) return done(refusal(RETURN_CODE.serverUnavailable, 'not ready'), false);
      handlers
        .authenticate({ clientId: client.id, username: username ?? undefined, password: password ?? undefined })
        .then(
          (result) => {
            if (result.ok) {
              sessions.set(client, result.session);
              return done(null, true);
            }
            const code = result.reason === 'client-id' ? RETURN_CODE.identifierRejected : RETURN_CODE.badCredentials;
            log.info({ clientId: client.id, reason: result.reason }, 'mqtt connection refused');
            done(refusal(code, 'refused'), false);
          },
          (err) => {
            log.error({ err }, 'mqtt authentication failed');
            done(refusal(RETURN_CODE.serverUnavailable, 'unavailable'), false);
          },
        );
    },
    authorizePublish(client, packet, callback) {
      if (!client) return callback(); // the broker's own $SYS messages
      const session = sessions.get(client);
      if (!handlers || session === undefined || !handlers.mayPublish(session, packet.topic)) {
        log.info({ clientId: client.id, topic: packet.topic }, 'mqtt publish refused');
        return callback(new Error('publish not authorized'));
      }
      const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
      handlers.ingest({ topic: packet.topic, payload, qos: packet.qos, session }).then(
        () => callback(),
        (err: Error) => {
          log.warn({ err, clientId: client.id }, 'mqtt message not recorded; closing the connection');
          callback(err);
        },
      );
    },
    authorizeSubscribe(client, sub, callback) {
      const session = sessions.get(client);
      if (!handlers || session === undefined || !handlers.maySubscribe(session, sub.topic)) {
        return callback(null, null); // granted 128 (failure); the connection stays
      }
      callback(null, sub);
    },
  });
  broker.on('clientReady', (client) => {
    const session = sessions.get(client);
    if (handlers && session !== undefined) connectWrites.set(client, track(handlers.connected(session)));
  });
  broker.on('clientDisconnect', (client) => {
    const session = sessions.get(client);
    const h = handlers;
    if (h && session !== undefined)
      track((connectWrites.get(client) ?? Promise.resolve()).then(() => h.disconnected(session)));
  });

  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      broker.close();
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `MQTT port ${opts.port} on ${opts.host} is in use. Set MQTT_PORT to a free port (0 picks one), ` +
                'or MQTT_URL to ingest from an external broker.',
            )
          : err,
      );
    });
    server.listen(opts.port, opts.host, () => resolve());
  });
  server.on('error', (err) => log.error({ err }, 'mqtt broker error'));
  const port = (server.address() as net.AddressInfo).port;
  log.info({ host: opts.host, port }, 'embedded MQTT broker listening');

  return {
    port,
    attach: (h) => {
      handlers = h;
    },
    attached: () => handlers !== undefined,
    listening: () => server.listening && !broker.closed,
    async close() {
      // Stop accepting first; the server's close completes once aedes has closed the connections.
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await stopped;
      await Promise.all(pending);
      await handlers?.drain();
    },
  };
}
