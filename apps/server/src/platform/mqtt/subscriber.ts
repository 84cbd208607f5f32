/**
 * A lean MQTT 5 subscriber for the ingest (mqtt:// and mqtts://): CONNECT with a persistent session, SUBSCRIBE at
 * QoS 1, PUBLISH in, PUBACKs out when the caller says so (in one write per batch), PINGREQ, reconnect. mqtt.js does
 * the same at about twice the CPU per message (a parser stream, a packet object, several socket writes and a debug
 * call per packet), which made it the limit of ingest from Mosquitto; ws:// keeps mqtt.js (external-ingest.ts).
 * Every connection is a new `Connection`: an acknowledgement asked for on an older one is never sent on a newer one,
 * where its packet id would name another message.
 */
import net from 'node:net';
import tls from 'node:tls';
import {
  decodeConnack,
  decodeDisconnect,
  decodePublish,
  decodeSuback,
  DISCONNECT,
  encodeConnect,
  encodePubacks,
  encodeSubscribe,
  PACKET,
  PINGREQ,
  ProtocolError,
  readHeader,
  type Publish,
} from './wire.js';

export interface SubscriberOptions {
  url: string;
  clientId: string;
  keepaliveSeconds: number;
  sessionExpirySeconds: number;
  receiveMaximum: number;
  reconnectMs: number;
  connectTimeoutMs: number;
}

export interface Connection {
  /** Queues the PUBACK of a QoS 1 message of this connection; a batch's go out together (setImmediate). */
  ack(packetId: number): void;
  /** Ends this connection (a reconnect follows): the broker sends again what it has not had a PUBACK for. */
  drop(): void;
  readonly open: boolean;
}

export interface SubscriberEvents {
  /** CONNACK accepted. Subscribe unless the broker kept the session (its subscriptions with it). */
  connected(conn: Connection, sessionPresent: boolean): void;
  message(conn: Connection, p: Publish): void;
  subscribed(codes: number[]): void;
  /** The connection ended (a reconnect follows unless closed); `err` says why when it was not asked for. */
  disconnected(err?: Error): void;
}

export interface Subscriber {
  subscribe(filters: string[]): void;
  connected(): boolean;
  /** Sends the acknowledgements queued, a DISCONNECT, and ends the connection; no reconnect after. */
  close(): Promise<void>;
}

export function startSubscriber(opts: SubscriberOptions, on: SubscriberEvents): Subscriber {
  const url = new URL(opts.url);
  let current: ReturnType<typeof open> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let nextPacketId = 1;

  function open() {
    const port = Number(url.port) || (url.protocol === 'mqtts:' ? 8883 : 1883);
    const socket =
      url.protocol === 'mqtts:'
        ? tls.connect({ host: url.hostname, port, servername: url.hostname })
        : net.connect({ host: url.hostname, port });
    socket.setNoDelay(true);
    let rest: Buffer | undefined;
    let ready = false;
    let ended = false;
    let acks: number[] = [];
    let keepalive: NodeJS.Timeout | undefined;
    let heard = true;
    const timeout = setTimeout(() => fail(new Error('no CONNACK in time')), opts.connectTimeoutMs);

    const conn: Connection & { ready(): boolean; end(): Promise<void>; send(b: Buffer): void } = {
      get open() {
        return ready && !ended;
      },
      ready: () => ready && !ended,
      drop: () => fail(new Error('dropped: a message was not recorded')),
      ack(id) {
        if (!ready || ended) return;
        if (acks.push(id) === 1) setImmediate(flushAcks);
      },
      send(b) {
        if (!ended) socket.write(b);
      },
      async end() {
        flushAcks();
        if (ready && !ended) socket.write(DISCONNECT);
        ended = true;
        await new Promise<void>((resolve) => {
          if (socket.destroyed) return resolve();
          socket.once('close', () => resolve());
          socket.end();
          setTimeout(() => socket.destroy(), 2000).unref();
        });
      },
    };

    function flushAcks() {
      const ids = acks;
      acks = [];
      if (ids.length && ready && !ended) socket.write(encodePubacks(ids));
    }

    function fail(err: Error) {
      if (ended) return;
      ended = true;
      socket.destroy(err);
    }

    socket.once(url.protocol === 'mqtts:' ? 'secureConnect' : 'connect', () => {
      socket.write(
        encodeConnect({
          clientId: opts.clientId,
          username: url.username ? decodeURIComponent(url.username) : undefined,
          password: url.password ? decodeURIComponent(url.password) : undefined,
          cleanStart: false,
          keepaliveSeconds: opts.keepaliveSeconds,
          sessionExpirySeconds: opts.sessionExpirySeconds,
          receiveMaximum: opts.receiveMaximum,
        }),
      );
    });

    socket.on('data', (chunk: Buffer) => {
      heard = true;
      const buf = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = undefined;
      let at = 0;
      try {
        for (;;) {
          const h = readHeader(buf, at);
          if (!h) break;
          at = h.end;
          handle(buf, h.type, h.flags, h.start, h.end);
          if (ended) return;
        }
      } catch (err) {
        return fail(err instanceof Error ? err : new Error(String(err)));
      }
      if (at < buf.length) rest = buf.subarray(at);
    });

    function handle(buf: Buffer, type: number, flags: number, start: number, end: number) {
      if (type === PACKET.publish) {
        if (!ready) throw new ProtocolError('PUBLISH before CONNACK');
        on.message(conn, decodePublish(buf, flags, start, end));
      } else if (type === PACKET.pingresp) {
        // `heard` is set for every chunk
      } else if (type === PACKET.connack) {
        clearTimeout(timeout);
        const c = decodeConnack(buf, start, end);
        if (c.reasonCode >= 0x80)
          throw new Error(`connection refused (${c.reasonCode}${c.reason ? `: ${c.reason}` : ''})`);
        ready = true;
        const seconds = c.serverKeepAlive ?? opts.keepaliveSeconds;
        if (seconds > 0) {
          // A PINGREQ each period; a period with nothing heard since the last one means the connection is gone.
          keepalive = setInterval(() => {
            if (!heard) return fail(new Error('keepalive timeout'));
            heard = false;
            socket.write(PINGREQ);
          }, seconds * 1000);
          keepalive.unref();
        }
        on.connected(conn, c.sessionPresent);
      } else if (type === PACKET.suback) {
        on.subscribed(decodeSuback(buf, start, end).codes);
      } else if (type === PACKET.disconnect) {
        const d = decodeDisconnect(buf, start, end);
        throw new Error(`broker disconnected (${d.reasonCode}${d.reason ? `: ${d.reason}` : ''})`);
      } else {
        throw new ProtocolError(`unexpected packet type ${type}`);
      }
    }

    let error: Error | undefined;
    socket.on('error', (err) => (error = err));
    socket.on('close', () => {
      clearTimeout(timeout);
      clearInterval(keepalive);
      const asked = ended && !error;
      ended = true;
      acks = [];
      if (current === conn) current = undefined;
      on.disconnected(asked ? undefined : (error ?? new Error('connection closed')));
      if (!closed) retry = setTimeout(() => (current = open()), opts.reconnectMs);
    });
    return conn;
  }

  current = open();
  return {
    subscribe(filters) {
      const id = nextPacketId;
      nextPacketId = (nextPacketId % 0xffff) + 1;
      current?.send(encodeSubscribe(id, filters));
    },
    connected: () => Boolean(current?.ready()),
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end();
    },
  };
}
