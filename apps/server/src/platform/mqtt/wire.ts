/**
 * The few MQTT 5 packets the ingest subscriber (subscriber.ts) speaks, encoded and decoded by hand: CONNECT,
 * SUBSCRIBE, PUBACK, PINGREQ and DISCONNECT out; CONNACK, SUBACK, PUBLISH, PINGRESP and DISCONNECT in. A PUBLISH is
 * read in place: its payload is a view of the socket's chunk, not a copy.
 */

export const PACKET = {
  connect: 1,
  connack: 2,
  publish: 3,
  puback: 4,
  subscribe: 8,
  suback: 9,
  pingreq: 12,
  pingresp: 13,
  disconnect: 14,
  auth: 15,
} as const;

/** Property identifiers used here (MQTT 5, 2.2.2.2). */
const PROP = { sessionExpiryInterval: 0x11, receiveMaximum: 0x21, serverKeepAlive: 0x13, reasonString: 0x1f } as const;

/** MQTT's variable byte integer (1.5.5): the remaining length and property lengths; the bench's devices use it too. */
export function varint(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return out;
}

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const utf8 = (s: string) => {
  const b = Buffer.from(s, 'utf8');
  return [...u16(b.length), ...b];
};

function packet(firstByte: number, body: number[]): Buffer {
  return Buffer.from([firstByte, ...varint(body.length), ...body]);
}

export interface ConnectOptions {
  clientId: string;
  username?: string;
  password?: string;
  cleanStart: boolean;
  keepaliveSeconds: number;
  sessionExpirySeconds: number;
  receiveMaximum: number;
}

export function encodeConnect(o: ConnectOptions): Buffer {
  const flags =
    (o.cleanStart ? 0x02 : 0) | (o.password !== undefined ? 0x40 : 0) | (o.username !== undefined ? 0x80 : 0);
  const props = [
    PROP.sessionExpiryInterval,
    ...u32(o.sessionExpirySeconds),
    PROP.receiveMaximum,
    ...u16(o.receiveMaximum),
  ];
  const body = [...utf8('MQTT'), 5, flags, ...u16(o.keepaliveSeconds), ...varint(props.length), ...props];
  body.push(...utf8(o.clientId));
  if (o.username !== undefined) body.push(...utf8(o.username));
  if (o.password !== undefined) body.push(...utf8(o.password)); // binary data: length and bytes, as a string's
  return packet(0x10, body);
}

/** SUBSCRIBE of each filter at QoS 1 (no options beyond the QoS). */
export function encodeSubscribe(packetId: number, filters: string[]): Buffer {
  const body = [...u16(packetId), 0];
  for (const f of filters) body.push(...utf8(f), 1);
  return packet(0x82, body);
}

/**
 * PUBACKs of QoS 1 messages, back to back: fixed header 0x40, remaining length 2, packet id. MQTT 5 lets a PUBACK
 * leave out reason code (success) and properties (3.1.1's form).
 */
export function encodePubacks(ids: readonly number[]): Buffer {
  const buf = Buffer.allocUnsafe(ids.length * 4);
  for (let i = 0; i < ids.length; i++) {
    buf[i * 4] = 0x40;
    buf[i * 4 + 1] = 2;
    buf.writeUInt16BE(ids[i], i * 4 + 2);
  }
  return buf;
}

export const PINGREQ = Buffer.from([0xc0, 0]);
/** DISCONNECT, normal (remaining length 0: reason code 0, no properties). */
export const DISCONNECT = Buffer.from([0xe0, 0]);

export class ProtocolError extends Error {}

/** A fixed header: packet type, flags, where the body starts and ends; undefined while the packet is incomplete. */
export function readHeader(
  buf: Buffer,
  at: number,
): { type: number; flags: number; start: number; end: number } | undefined {
  if (at + 2 > buf.length) return undefined;
  let length = 0;
  let mul = 1;
  let o = at + 1;
  for (let i = 0; ; i++) {
    if (o >= buf.length) return undefined;
    const b = buf[o++];
    length += (b & 0x7f) * mul;
    if ((b & 0x80) === 0) break;
    if (i === 3) throw new ProtocolError('malformed remaining length');
    mul *= 128;
  }
  if (o + length > buf.length) return undefined;
  return { type: buf[at] >> 4, flags: buf[at] & 0x0f, start: o, end: o + length };
}

/** A variable byte integer at o: its value and the offset after it. */
function readVarint(buf: Buffer, o: number, end: number): [number, number] {
  let value = 0;
  let mul = 1;
  for (let i = 0; i < 4; i++) {
    if (o >= end) break;
    const b = buf[o++];
    value += (b & 0x7f) * mul;
    if ((b & 0x80) === 0) return [value, o];
    mul *= 128;
  }
  throw new ProtocolError('malformed variable byte integer');
}

export interface Publish {
  topic: string;
  payload: Buffer;
  qos: 0 | 1 | 2;
  retain: boolean;
  /** 0 for QoS 0. */
  packetId: number;
}

export function decodePublish(buf: Buffer, flags: number, start: number, end: number): Publish {
  const qos = (flags >> 1) & 3;
  if (qos === 3) throw new ProtocolError('PUBLISH with QoS 3');
  const topicLength = buf.readUInt16BE(start);
  let o = start + 2 + topicLength;
  if (o > end) throw new ProtocolError('PUBLISH topic beyond the packet');
  const topic = buf.toString('utf8', start + 2, o);
  let packetId = 0;
  if (qos > 0) {
    packetId = buf.readUInt16BE(o);
    o += 2;
  }
  const [propsLength, afterLength] = readVarint(buf, o, end);
  o = afterLength + propsLength;
  if (o > end) throw new ProtocolError('PUBLISH properties beyond the packet');
  // A topic alias cannot come: none is allowed, as CONNECT sets no Topic Alias Maximum.
  if (topicLength === 0) throw new ProtocolError('PUBLISH without a topic');
  return { topic, payload: buf.subarray(o, end), qos: qos as 0 | 1 | 2, retain: (flags & 1) === 1, packetId };
}

/** Byte size of each property's value by identifier (MQTT 5, 2.2.2.2); strings and binary are length-prefixed. */
const PROP_KIND: Record<number, 'byte' | 'u16' | 'u32' | 'varint' | 'string' | 'pair'> = {
  0x01: 'byte', 0x17: 'byte', 0x19: 'byte', 0x24: 'byte', 0x25: 'byte', 0x28: 'byte', 0x29: 'byte', 0x2a: 'byte',
  0x13: 'u16', 0x21: 'u16', 0x22: 'u16', 0x23: 'u16',
  0x02: 'u32', 0x11: 'u32', 0x18: 'u32', 0x27: 'u32',
  0x0b: 'varint',
  0x03: 'string', 0x08: 'string', 0x09: 'string', 0x12: 'string', 0x15: 'string', 0x16: 'string', 0x1a: 'string',
  0x1c: 'string', 0x1f: 'string',
  0x26: 'pair',
}; // prettier-ignore

/** The properties at o as id -> number (integers) or string (strings; binary as latin1); the offset after them. */
function readProperties(buf: Buffer, o: number, end: number): [Map<number, number | string>, number] {
  const [length, first] = readVarint(buf, o, end);
  const stop = first + length;
  if (stop > end) throw new ProtocolError('properties beyond the packet');
  const props = new Map<number, number | string>();
  for (o = first; o < stop;) {
    const id = buf[o++];
    switch (PROP_KIND[id]) {
      case 'byte':
        props.set(id, buf[o++]);
        break;
      case 'u16':
        props.set(id, buf.readUInt16BE(o));
        o += 2;
        break;
      case 'u32':
        props.set(id, buf.readUInt32BE(o));
        o += 4;
        break;
      case 'varint': {
        const [v, next] = readVarint(buf, o, stop);
        props.set(id, v);
        o = next;
        break;
      }
      case 'string': {
        const n = buf.readUInt16BE(o);
        props.set(id, buf.toString('utf8', o + 2, o + 2 + n));
        o += 2 + n;
        break;
      }
      case 'pair':
        o += 2 + buf.readUInt16BE(o);
        o += 2 + buf.readUInt16BE(o);
        break;
      default:
        throw new ProtocolError(`unknown property ${id}`);
    }
  }
  return [props, stop];
}

export interface Connack {
  sessionPresent: boolean;
  reasonCode: number;
  reason?: string;
  /** Server Keep Alive: the keepalive the client must use instead of its own. */
  serverKeepAlive?: number;
}

export function decodeConnack(buf: Buffer, start: number, end: number): Connack {
  if (end - start < 2) throw new ProtocolError('short CONNACK');
  const [props] = end - start > 2 ? readProperties(buf, start + 2, end) : [new Map<number, number | string>()];
  const keepAlive = props.get(PROP.serverKeepAlive);
  const reason = props.get(PROP.reasonString);
  return {
    sessionPresent: (buf[start] & 1) === 1,
    reasonCode: buf[start + 1],
    reason: typeof reason === 'string' ? reason : undefined,
    serverKeepAlive: typeof keepAlive === 'number' ? keepAlive : undefined,
  };
}

/** SUBACK: its packet id and one reason code per filter (0-2 granted QoS, 0x80 and above refused). */
export function decodeSuback(buf: Buffer, start: number, end: number): { packetId: number; codes: number[] } {
  const packetId = buf.readUInt16BE(start);
  const [, o] = readProperties(buf, start + 2, end);
  return { packetId, codes: [...buf.subarray(o, end)] };
}

/** A broker's DISCONNECT: its reason code (0 when left out). */
export function decodeDisconnect(buf: Buffer, start: number, end: number): { reasonCode: number; reason?: string } {
  if (end === start) return { reasonCode: 0 };
  const reasonCode = buf[start];
  const reason = end - start > 1 ? readProperties(buf, start + 1, end)[0].get(PROP.reasonString) : undefined;
  return { reasonCode, reason: typeof reason === 'string' ? reason : undefined };
}
