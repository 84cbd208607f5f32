/**
 * A hand-written JSON parser for the fast engine: the plain value Spectral's YAML parser would give for the same
 * text, and a compact table of source offsets from which a path's range is computed only when a result needs it.
 *
 * Spectral parses JSON with its YAML parser (@stoplight/yaml), which builds an AST node per value and a Proxy per
 * object; on big documents that is seconds and hundreds of megabytes. Here each value costs four integers in typed
 * arrays (its start, its range end, its key's start, the index after its subtree), and only objects whose key order
 * a plain object cannot keep (index-like keys such as response codes) become the same ordered Proxy.
 *
 * parseJsonSource reads most documents with JSON.parse (json-native.ts) and uses this parser for the text that path
 * cannot prove it reads the same (and for the fall-backs below).
 *
 * It returns null (the caller then uses Spectral's YAML parser, so errors and odd cases stay Spectral's to the
 * letter) for text that is not strict JSON, or that the YAML parser would read differently: duplicate keys (reported
 * by it), merge keys (`<<`), `__proto__`, characters YAML refuses as non-printable, a top-level scalar.
 */
import { createRequire } from 'node:module';
import { nativeValue, scanPositions } from './json-native.js';
import { NodeTableBuilder } from './node-table-builder.js';
import { isIndexLike, sparseElements } from './sparse-elements.js';

const require = createRequire(import.meta.url);
// The same ordered object Spectral's YAML parser makes (its symbol marks the key order that rules such as
// `alphabetical` read through the document's trapAccess).
const createOrdered = (require('@stoplight/ordered-object-literal') as { default: <T extends object>(target: T) => T })
  .default;

/** Characters that js-yaml (Spectral's YAML parser) refuses anywhere in a stream. */
const YAML_NON_PRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

/** Offsets of every value, in document order (node 0 is the root). */
export interface NodeTable {
  count: number;
  /** Offset of the value's first character. */
  start: Int32Array;
  /** The end of its range as the YAML parser gives it: a container's is its last descendant's (if any). */
  end: Int32Array;
  /** Offset of the opening quote of its key (an object member), else -1. */
  keyStart: Int32Array;
  /** The node index after its subtree: a container's children are start+1, next[start+1], … up to next[node]. */
  next: Int32Array;
}

/**
 * A parsed JSON text. Its node table is built the first time a range is asked for (a document with no result never
 * needs one): by the position scan when the value came from JSON.parse, or kept from the hand-written parse.
 */
export class JsonSource {
  readonly diagnostics: never[] = [];
  private table: NodeTable | undefined;

  constructor(
    readonly data: unknown,
    readonly text: string,
    table?: NodeTable,
    /** Known to hold no `$ref` (nor `hasOwnProperty`) key: the $ref crawl is skipped (local-refs.ts). */
    readonly refFree = false,
  ) {
    this.table = table;
  }

  get nodes(): NodeTable {
    return (this.table ??= scanPositions(this.text));
  }
}

class NotYamlEquivalent extends Error {}
const fail = (): never => {
  throw new NotYamlEquivalent();
};

const SAFE_DIGITS = 15;
const RAW_CONTROL = /[\t\n\r]/g;
const after = (at: number) => (at < 0 ? Infinity : at);
const nextRawControl = (text: string, from: number) => {
  RAW_CONTROL.lastIndex = from;
  return RAW_CONTROL.exec(text)?.index ?? Infinity;
};
const ESCAPES: Array<string | undefined> = [];
for (const [c, v] of Object.entries({ '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }))
  ESCAPES[c.charCodeAt(0)] = v;

export function parseJsonSource(text: string): JsonSource | null {
  const first = text.search(/\S/);
  if (first < 0 || (text[first] !== '{' && text[first] !== '[')) return null;
  if (YAML_NON_PRINTABLE.test(text) || text.includes('"<<"')) return null;
  const native = nativeValue(text);
  return native ? new JsonSource(native.data, text, undefined, native.refFree) : handParse(text);
}

/** The hand-written parser: the value and the node table at once, or null where the YAML parser must read the text. */
export function handParse(text: string): JsonSource | null {
  try {
    return new Parser(text).run();
  } catch (err) {
    if (err instanceof NotYamlEquivalent || err instanceof RangeError) return null;
    throw err;
  }
}

class Parser extends NodeTableBuilder {
  private pos = 0;
  // Offsets of the next backslash and the next raw line break or tab (Infinity: none left).
  private nextEscape = -1;
  private nextBreak = -1;

  constructor(private readonly text: string) {
    super(text.length);
  }

  run(): JsonSource {
    this.skipWs();
    const data = this.value(-1);
    this.skipWs();
    if (this.pos !== this.text.length) fail();
    // An empty root container's range runs to the end of the text (the YAML parser's root end).
    if (this.count === 1) this.end[0] = this.text.length;
    return new JsonSource(data, this.text, this.table());
  }

  private skipWs() {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 32 || c === 10 || c === 13) p++;
      // The YAML parser warns about tabs ('Using tabs can lead to unpredictable results'): its diagnostics apply.
      else if (c === 9) fail();
      else break;
    }
    this.pos = p;
  }

  /** Parses the value at pos (no leading white space); keyAt is its key's offset or -1. */
  private value(keyAt: number): unknown {
    if (this.count === this.start.length) this.grow();
    const node = this.count++;
    const at = this.pos;
    this.start[node] = at;
    this.keyStart[node] = keyAt;
    let value: unknown;
    let end: number;
    const c = this.text.charCodeAt(at);
    if (c === 123 /* { */) {
      value = this.object();
      // A container's range ends where its last member's does (the YAML parser's getEndPosition).
      end = this.count > node + 1 ? this.end[this.lastChild(node)] : this.pos;
    } else if (c === 91 /* [ */) {
      value = this.array();
      end = this.count > node + 1 ? this.end[this.lastChild(node)] : this.pos;
    } else {
      value = this.scalar(c);
      end = this.pos;
    }
    this.end[node] = end;
    this.next[node] = this.count;
    return value;
  }

  private lastChild(node: number): number {
    let child = node + 1;
    for (;;) {
      const after = this.next[child];
      if (after >= this.count) return child;
      child = after;
    }
  }

  private object(): Record<string, unknown> {
    const t = this.text;
    this.pos++;
    this.skipWs();
    const obj: Record<string, unknown> = {};
    // Source order, kept only once an index-like key makes a plain object's order differ from it.
    let order: string[] | null = null;
    if (t.charCodeAt(this.pos) === 125 /* } */) {
      this.pos++;
      return obj;
    }
    for (;;) {
      if (t.charCodeAt(this.pos) !== 34) fail();
      const keyAt = this.pos;
      const key = this.string();
      if (key === '__proto__' || Object.prototype.hasOwnProperty.call(obj, key)) fail();
      const afterKey = this.pos;
      this.skipWs();
      if (t.charCodeAt(this.pos) !== 58 /* : */) fail();
      // YAML's implicit keys are single-line: a line break before the colon makes the YAML parser read another value.
      if (this.pos > afterKey && /[\r\n]/.test(t.slice(afterKey, this.pos))) fail();
      this.pos++;
      this.skipWs();
      if (order) order.push(key);
      else if (isIndexLike(key)) {
        order = Object.keys(obj);
        order.push(key);
        sparseElements(obj);
      }
      obj[key] = this.value(keyAt);
      this.skipWs();
      const c = t.charCodeAt(this.pos++);
      if (c === 44 /* , */) this.skipWs();
      else if (c === 125 /* } */) break;
      else fail();
    }
    if (!order) return obj;
    // Built as the YAML parser builds it: an empty ordered object, then each key in source order.
    const ordered = createOrdered<Record<string, unknown>>(sparseElements({}));
    for (const k of order) ordered[k] = obj[k];
    return ordered;
  }

  private array(): unknown[] {
    const t = this.text;
    this.pos++;
    this.skipWs();
    const arr: unknown[] = [];
    if (t.charCodeAt(this.pos) === 93 /* ] */) {
      this.pos++;
      return arr;
    }
    for (;;) {
      arr.push(this.value(-1));
      this.skipWs();
      const c = t.charCodeAt(this.pos++);
      if (c === 44) this.skipWs();
      else if (c === 93) break;
      else fail();
    }
    return arr;
  }

  private scalar(c: number): unknown {
    const t = this.text;
    if (c === 34 /* " */) return this.string();
    if (t.startsWith('true', this.pos)) return ((this.pos += 4), true);
    if (t.startsWith('false', this.pos)) return ((this.pos += 5), false);
    if (t.startsWith('null', this.pos)) return ((this.pos += 4), null);
    return this.number();
  }

  /** A JSON number, converted as the YAML parser converts the same plain scalar (ints through BigInt above 2^53). */
  private number(): number {
    const t = this.text;
    const from = this.pos;
    let p = from;
    if (t.charCodeAt(p) === 45 /* - */) p++;
    const digits = (q: number) => {
      const s = q;
      while (t.charCodeAt(q) >= 48 && t.charCodeAt(q) <= 57) q++;
      if (q === s) fail();
      return q;
    };
    if (t.charCodeAt(p) === 48) p++;
    else p = digits(p);
    let integer = true;
    if (t.charCodeAt(p) === 46 /* . */) {
      p = digits(p + 1);
      integer = false;
    }
    const e = t.charCodeAt(p);
    if (e === 101 || e === 69) {
      p++;
      const sign = t.charCodeAt(p);
      if (sign === 43 || sign === 45) p++;
      p = digits(p);
      integer = false;
    }
    this.pos = p;
    const raw = t.slice(from, p);
    if (!integer) return parseFloat(raw);
    const n = parseInt(raw, 10);
    return raw.length > SAFE_DIGITS && n > Number.MAX_SAFE_INTEGER ? Number(BigInt(raw)) : n;
  }

  /** A JSON string at pos (its opening quote); pos ends after the closing quote. */
  private string(): string {
    const t = this.text;
    const from = this.pos + 1;
    const close = t.indexOf('"', from);
    if (close < 0) fail();
    // Most strings have no escape and no raw line break or tab (the only control characters the printable check
    // lets through): one indexOf each, remembered while it lies ahead.
    if (this.nextEscape < from) this.nextEscape = after(t.indexOf('\\', from));
    if (this.nextBreak < from) this.nextBreak = nextRawControl(t, from);
    if (this.nextEscape > close && this.nextBreak > close) {
      this.pos = close + 1;
      return t.slice(from, close);
    }
    return this.escapedString(from);
  }

  /**
   * A string with escapes or raw line breaks before its closing quote: copied a run at a time between backslashes
   * (indexOf, not a loop over characters: descriptions are long and a worker meets most of them only once, before
   * its code is optimised). Raw tabs and line breaks fail (JSON refuses them); the printable check in
   * parseJsonSource already refused every other control character.
   */
  private escapedString(start: number): string {
    const t = this.text;
    let p = start;
    let out = '';
    for (;;) {
      const close = t.indexOf('"', p);
      if (close < 0) fail();
      if (this.nextEscape < p) this.nextEscape = after(t.indexOf('\\', p));
      if (this.nextBreak < p) this.nextBreak = nextRawControl(t, p);
      const stop = Math.min(close, this.nextEscape);
      if (this.nextBreak < stop) fail();
      out += t.slice(p, stop);
      if (stop === close) {
        this.pos = close + 1;
        return out;
      }
      const e = t.charCodeAt(stop + 1);
      p = stop + 2;
      const simple = ESCAPES[e];
      if (simple !== undefined) out += simple;
      else if (e === 117 /* u */) {
        const hex = t.slice(p, p + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail();
        out += String.fromCharCode(parseInt(hex, 16));
        p += 4;
      } else fail();
    }
  }
}

/**
 * The item of a sequence node named by a path segment, or -1: items follow their sequence in the node table, each
 * `next` pointing past its own subtree, the sequence's `next` past its last item (the JSON and YAML tables alike).
 */
export function sequenceItem(next: Int32Array, node: number, segment: string | number): number {
  const index = Number(segment);
  if (!Number.isInteger(index) || index < 0) return -1;
  const after = next[node];
  let child = node + 1;
  for (let i = 0; i < index && child < after; i++) child = next[child];
  return child < after ? child : -1;
}
