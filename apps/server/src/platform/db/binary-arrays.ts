/**
 * One-dimensional PostgreSQL arrays in the binary wire format, for bulk parameters (`unnest($1::uuid[], ...)`).
 * node-postgres sends a Buffer parameter as binary, and PostgreSQL reads it with the cast's array type: no text to
 * build and escape element by element here (pg's array serialiser quotes each element with two regular expressions
 * and writes bytea as hex), and none to parse there. Layout: ndim, has-null flag, element type oid, length, lower
 * bound, then each element as int32 byte length (-1 for NULL) and its bytes.
 */

const OID = { bytea: 17, int2: 21, int4: 23, text: 25, timestamptz: 1184, uuid: 2950 } as const;
const HEADER = 20;
/** Microseconds between the Unix epoch and PostgreSQL's (2000-01-01 UTC), the origin of a binary timestamp. */
const PG_EPOCH_MICROS = 946_684_800_000_000;
const TWO_32 = 2 ** 32;

function header(buf: Buffer, oid: number, length: number, hasNull: boolean) {
  buf.writeInt32BE(1, 0);
  buf.writeInt32BE(hasNull ? 1 : 0, 4);
  buf.writeInt32BE(oid, 8);
  buf.writeInt32BE(length, 12);
  buf.writeInt32BE(1, 16);
}

const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) HEX[48 + i] = i;
for (let i = 0; i < 6; i++) HEX[65 + i] = HEX[97 + i] = 10 + i;

/** uuid[] from canonical strings (8-4-4-4-12 hex digits). */
export function uuidArray(values: readonly string[]): Buffer {
  const buf = Buffer.allocUnsafe(HEADER + values.length * 20);
  header(buf, OID.uuid, values.length, false);
  let o = HEADER;
  for (const v of values) {
    buf.writeInt32BE(16, o);
    o += 4;
    if (v.length !== 36) throw new TypeError(`not a uuid: ${v}`);
    for (let i = 0; i < 36; i += 2) {
      if (i === 8 || i === 13 || i === 18 || i === 23) i++;
      const hi = HEX[v.charCodeAt(i)] ?? -1;
      const lo = HEX[v.charCodeAt(i + 1)] ?? -1;
      if (hi < 0 || lo < 0) throw new TypeError(`not a uuid: ${v}`);
      buf[o++] = (hi << 4) | lo;
    }
  }
  return buf;
}

/** text[] (NULL for null). */
export function textArray(values: readonly (string | null)[]): Buffer {
  let size = HEADER;
  let hasNull = false;
  const lengths = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    lengths[i] = v === null ? -1 : Buffer.byteLength(v);
    if (v === null) hasNull = true;
    size += 4 + Math.max(0, lengths[i]);
  }
  const buf = Buffer.allocUnsafe(size);
  header(buf, OID.text, values.length, hasNull);
  let o = HEADER;
  for (let i = 0; i < values.length; i++) {
    buf.writeInt32BE(lengths[i], o);
    o += 4;
    if (lengths[i] > 0) o += buf.write(values[i]!, o, 'utf8');
  }
  return buf;
}

/** bytea[]: the payloads' bytes as they are. */
export function byteaArray(values: readonly Buffer[]): Buffer {
  let size = HEADER;
  for (const v of values) size += 4 + v.length;
  const buf = Buffer.allocUnsafe(size);
  header(buf, OID.bytea, values.length, false);
  let o = HEADER;
  for (const v of values) {
    buf.writeInt32BE(v.length, o);
    o += 4 + v.copy(buf, o + 4);
  }
  return buf;
}

/** timestamptz[] (millisecond precision, as a Date has). */
export function timestamptzArray(values: readonly Date[]): Buffer {
  const buf = Buffer.allocUnsafe(HEADER + values.length * 12);
  header(buf, OID.timestamptz, values.length, false);
  let o = HEADER;
  for (const d of values) {
    const ms = d.getTime();
    if (!Number.isFinite(ms)) throw new TypeError('invalid date');
    // An int64 written as two halves: exact, since the value stays far below 2^53.
    const micros = ms * 1000 - PG_EPOCH_MICROS;
    const hi = Math.floor(micros / TWO_32);
    buf.writeInt32BE(8, o);
    buf.writeInt32BE(hi, o + 4);
    buf.writeUInt32BE(micros - hi * TWO_32, o + 8);
    o += 12;
  }
  return buf;
}

function intArray(oid: number, width: 2 | 4, values: readonly (number | null)[]): Buffer {
  const hasNull = values.includes(null);
  let size = HEADER;
  for (const v of values) size += v === null ? 4 : 4 + width;
  const buf = Buffer.allocUnsafe(size);
  header(buf, oid, values.length, hasNull);
  let o = HEADER;
  for (const v of values) {
    if (v === null) {
      buf.writeInt32BE(-1, o);
      o += 4;
      continue;
    }
    buf.writeInt32BE(width, o);
    if (width === 2) buf.writeInt16BE(v, o + 4);
    else buf.writeInt32BE(v, o + 4);
    o += 4 + width;
  }
  return buf;
}

/** smallint[] (NULL for null). */
export const int2Array = (values: readonly (number | null)[]) => intArray(OID.int2, 2, values);
/** int[] (NULL for null). */
export const int4Array = (values: readonly (number | null)[]) => intArray(OID.int4, 4, values);
