/**
 * The ingest bench's devices as lean MQTT 3.1.1 clients: each connects with its own credentials, says 'online' on its
 * status topic, and keeps `window` QoS 1 PUBLISHes of its telemetry in flight, sending the next ones only for the
 * PUBACKs the broker returned (all of a socket chunk's in one write). mqtt.js (simulator.ts, the demo's devices) costs
 * the bench 40-80 ms of CPU per 1,000 messages (a promise, a packet object, a parser stream and a write each), as
 * much as the server it measures, on the same two cores; this one a fraction of that, for the same real traffic.
 */
import net from 'node:net';
import type { SimulatedDevice } from '../apps/server/src/modules/iot/simulator/simulator.js';
import { createTelemetry } from '../apps/server/src/modules/iot/simulator/telemetry.js';
import { deviceTopicBase } from '../apps/server/src/modules/iot/topics.js';
import { readHeader, varint } from '../apps/server/src/platform/mqtt/wire.js';

const str = (s: string) => {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([Buffer.from([b.length >> 8, b.length & 0xff]), b]);
};

function connectPacket(clientId: string, username: string, password: string): Buffer {
  // Protocol name, level 4 (3.1.1), flags: username, password, clean session; keepalive 60 s.
  const body = Buffer.concat([str('MQTT'), Buffer.from([4, 0xc2, 0, 60]), str(clientId), str(username), str(password)]);
  return Buffer.concat([Buffer.from([0x10, ...varint(body.length)]), body]);
}

function publishPacket(topic: Buffer, packetId: number, payload: Buffer): Buffer {
  const length = topic.length + 2 + payload.length;
  const head = varint(length);
  const buf = Buffer.allocUnsafe(1 + head.length + length);
  buf[0] = 0x32; // PUBLISH, QoS 1
  let o = 1;
  for (const b of head) buf[o++] = b;
  o += topic.copy(buf, o);
  buf.writeUInt16BE(packetId, o);
  payload.copy(buf, o + 2);
  return buf;
}

export interface Publisher {
  acked(): number;
  stop(): Promise<void>;
}

interface Device {
  /** Sends what the window and the pace allow. */
  pump(): void;
  stop(): Promise<void>;
}

/**
 * One device: resolves once connected and publishing. `allowed()` is how many more it may send now: unlimited
 * (as fast as acknowledged) or its share of an offered rate.
 */
function startDevice(
  url: URL,
  d: SimulatedDevice,
  window: number,
  allowed: () => number,
  onSent: (n: number) => void,
  onAck: () => void,
): Promise<Device> {
  const base = deviceTopicBase(d.kind, d.groupId, d.serialNumber);
  const telemetry = createTelemetry(d);
  const topics = new Map<string, Buffer>();
  const topicOf = (suffix: string) => {
    let t = topics.get(suffix);
    if (!t) topics.set(suffix, (t = str(`${base}/${suffix}`)));
    return t;
  };
  let nextId = 1;
  const id = () => {
    const n = nextId;
    nextId = (nextId % 0xffff) + 1;
    return n;
  };
  const next = () => {
    const m = telemetry.next(new Date());
    return publishPacket(topicOf(m.suffix), id(), Buffer.from(JSON.stringify(m.payload)));
  };
  let stopping = false;
  let inFlight = 0;
  const socket = net.connect({ host: url.hostname, port: Number(url.port) || 1883 });
  socket.setNoDelay(true);
  socket.write(connectPacket(d.clientId, d.username, d.password));

  return new Promise((resolve, reject) => {
    let rest: Buffer | undefined;
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      const buf = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = undefined;
      let at = 0;
      let acks = 0;
      for (let h = readHeader(buf, at); h; h = readHeader(buf, at)) {
        at = h.end;
        if (h.type === 4) acks++;
        else if (h.type === 2) {
          if (buf[h.start + 1] !== 0)
            return reject(new Error(`${d.clientId}: connection refused (${buf[h.start + 1]})`));
          socket.write(publishPacket(topicOf('status'), id(), Buffer.from('online')));
          inFlight++;
          resolve({ pump, stop });
        }
      }
      if (at < buf.length) rest = buf.subarray(at);
      for (let i = 0; i < acks; i++) onAck();
      inFlight -= acks;
      pump();
    });
  });

  function pump() {
    if (stopping) return;
    const n = Math.min(window - inFlight, allowed());
    if (n <= 0) return;
    const out: Buffer[] = [];
    for (let i = 0; i < n; i++) out.push(next());
    inFlight += n;
    onSent(n);
    socket.write(n === 1 ? out[0] : Buffer.concat(out));
  }

  async function stop() {
    stopping = true;
    // What is in flight is acknowledged (or not) as the connection ends; a DISCONNECT ends it without the will.
    socket.end(Buffer.from([0xe0, 0]));
    await new Promise((r) => socket.once('close', r));
  }
}

/**
 * The devices, publishing as fast as acknowledged (`rate` 0), or together at `rate` messages per second: a broker
 * that acknowledges at once (Mosquitto) would otherwise take messages far faster than its subscriber reads them, and
 * spend the machine's CPU queueing and then dropping them (max_queued_messages) instead of delivering them.
 */
export async function startPublisher(opts: {
  url: string;
  devices: SimulatedDevice[];
  window: number;
  rate?: number;
}): Promise<Publisher> {
  const url = new URL(opts.url);
  const rate = opts.rate ?? 0;
  let acked = 0;
  let sent = 0;
  let started = 0;
  const allowed = () =>
    rate > 0 && started ? Math.floor(((performance.now() - started) * rate) / 1000) - sent : rate > 0 ? 0 : Infinity;
  const onSent = (n: number) => (sent += n);
  const onAck = () => acked++;
  const devices = await Promise.all(opts.devices.map((d) => startDevice(url, d, opts.window, allowed, onSent, onAck)));
  started = performance.now();
  // Paced: every few milliseconds each device in turn sends what the pace allows (and its window holds).
  const tick = rate > 0 ? setInterval(() => devices.forEach((d) => d.pump()), 5) : undefined;
  if (!tick) devices.forEach((d) => d.pump());
  return {
    acked: () => acked,
    async stop() {
      clearInterval(tick);
      await Promise.all(devices.map((d) => d.stop()));
    },
  };
}
