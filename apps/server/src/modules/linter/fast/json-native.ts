/**
 * JSON text read by V8's JSON.parse (native: a few milliseconds for ReadMe's 561 KB description, where the
 * hand-written parser in json-source.ts took 10 ms warm and 25-40 ms in a worker's first big document, before its
 * code was optimised), with what the YAML parser's value needs on top, and the node table only when a range is
 * asked for (scanPositions).
 *
 * JSON.parse takes the last of duplicate keys, orders index-like keys (response codes) first and reads every
 * syntax the hand-written parser refuses in the same way, except what the YAML parser would read differently. So
 * nativeValue answers only where it can prove the two parsers give the same value, and leaves everything else to the
 * hand-written parser (undefined):
 * - tabs, and white space between a key and its colon (a line break there changes YAML's reading): none;
 * - duplicate keys: none, when the count of `":` (every member has one; more only where a string holds one) equals
 *   the count of keys in the parsed value (a duplicate leaves one key fewer);
 * - index-like keys: found in the text (a `"` after `{` or `,` and white space, digits, `":`); JSON.parse lists
 *   them first in numeric order, which is proven to be the text's order (Fixer: the object starts with them, in
 *   numeric order, as response codes are mostly written); such an object is then built as the hand-written parser
 *   builds it (the ordered object);
 * - `__proto__` keys, an index-like key not found that way (written with escapes), index-like keys in another
 *   order than JSON.parse's, nesting deeper than MAX_DEPTH.
 */
import { createRequire } from 'node:module';
import type { NodeTable } from './json-source.js';
import { NodeTableBuilder } from './node-table-builder.js';
import { isIndexLike, sparseElements } from './sparse-elements.js';

const require = createRequire(import.meta.url);
const createOrdered = (require('@stoplight/ordered-object-literal') as { default: <T extends object>(target: T) => T })
  .default;

/** Deeper documents go to the hand-written parser, which refuses them (stack) exactly as it did. */
const MAX_DEPTH = 512;
const WHITE_BEFORE_COLON = /"[ \r\n]+:/;
const INDEX_KEY = /"(?:0|[1-9]\d*)":/g;

class Unproven extends Error {}
const unproven = (): never => {
  throw new Unproven();
};
/** JSON.parse's order of index-like keys is not proven to be the text's: the marked reading may still prove it. */
class OrderUnproven extends Unproven {}
const orderUnproven = (): never => {
  throw new OrderUnproven();
};
const MARK = 1;

/** The text with `\u0001` after the opening quote of every index-like key (object members only). */
function markIndexKeys(text: string, keys: IndexKey[]): string {
  let marked = '';
  let copied = 0;
  for (const { at } of keys) {
    marked += text.slice(copied, at + 1) + '\\u0001';
    copied = at + 1;
  }
  return copied === 0 ? text : marked + text.slice(copied);
}

/** An index-like member key in the text: its opening quote, and whether it is its object's first member. */
interface IndexKey {
  at: number;
  key: string;
  first: boolean;
}

/** Every index-like key written as plain digits, in text order (object members only). */
function indexKeys(text: string): IndexKey[] {
  const found: IndexKey[] = [];
  INDEX_KEY.lastIndex = 0;
  for (let m = INDEX_KEY.exec(text); m; m = INDEX_KEY.exec(text)) {
    // A member's opening quote follows `{` or `,` (and white space); a quote inside a string follows a backslash.
    let p = m.index - 1;
    while (p >= 0 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 10 || text.charCodeAt(p) === 13)) p--;
    const before = text.charCodeAt(p);
    if (before !== 123 && before !== 44) continue;
    const key = m[0].slice(1, -2);
    if (isIndexLike(key)) found.push({ at: m.index, key, first: before === 123 });
  }
  return found;
}

/** Offsets of every `":` whose quote is not escaped (an odd run of backslashes before it): one per member. */
function memberColons(text: string): number[] {
  const colons: number[] = [];
  for (let p = text.indexOf('":'); p >= 0; p = text.indexOf('":', p + 2)) {
    let slashes = 0;
    while (text.charCodeAt(p - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) colons.push(p);
  }
  return colons;
}

/** How many of the sorted offsets lie in [from, to). */
function countBetween(sorted: number[], from: number, to: number): number {
  const below = (x: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return below(to) - below(from);
}

/**
 * Walks JSON.parse's value in its own key order and proves that order is the text's (indexed), or, for the text
 * read with markers (indexed null), unmarks the marked keys and builds their objects in the text's order.
 * JSON.parse lists an object's index-like keys first, in numeric order; that is proven to be the text's order where
 * every such object starts with its smallest index-like key and the others follow it one after another in numeric
 * order: the walk meets the index-like keys in the order the text has them (indexKeys), an object's first one at a
 * `{`, each next one at a `,` right after the previous one's value (the member colons between the two are that
 * key's and its value's own). By induction on the walk, the objects met before are in the text's order, so the
 * next index-like key in the text is the first one after the object's `{`.
 */
class Fixer {
  keys = 0;
  /** A `$ref` or `hasOwnProperty` key was read: the $ref crawl must run (local-refs.ts). */
  refKeys = false;
  /** The next of the text's index-like keys the walk should meet. */
  next = 0;

  constructor(
    readonly indexed: IndexKey[] | null,
    private readonly colons: number[],
  ) {}

  fix(value: unknown, depth: number): unknown {
    if (typeof value !== 'object' || value === null) return value;
    if (depth > MAX_DEPTH) unproven();
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item = value[i] as unknown;
        if (typeof item === 'object' && item !== null) {
          const fixed = this.fix(item, depth + 1);
          if (fixed !== item) value[i] = fixed;
        }
      }
      return value;
    }
    const object = value as Record<string, unknown>;
    let marked = false;
    let indexed = 0;
    let previous: IndexKey | undefined;
    let previousKeys = 0;
    for (const key in object) {
      this.keys++;
      const c = key.charCodeAt(0);
      if ((c === 36 && key === '$ref') || (c === 104 && key === 'hasOwnProperty')) this.refKeys = true;
      const before = this.keys;
      if (c === MARK && this.indexed === null) marked = true;
      else if (c >= 48 && c <= 57 && isIndexLike(key)) {
        if (this.indexed === null) unproven();
        const found = this.indexed![this.next++];
        if (found?.key !== key || found.first !== (indexed === 0)) orderUnproven();
        if (previous && countBetween(this.colons, previous.at, found.at) !== 1 + previousKeys) orderUnproven();
        indexed++;
        previous = found;
      } else if (key === '__proto__') unproven();
      const item = object[key];
      if (typeof item === 'object' && item !== null) {
        const fixed = this.fix(item, depth + 1);
        if (fixed !== item) object[key] = fixed;
      }
      previousKeys = this.keys - before;
    }
    if (marked) return unmarked(object);
    return indexed > 0 ? ordered(object, Object.keys(object), Object.keys(object)) : object;
  }
}

/** The object the hand-written parser builds for these members (names in the text's order). */
function ordered(object: Record<string, unknown>, keys: string[], names: string[]): Record<string, unknown> {
  // Built as the YAML parser builds it: an empty ordered object, then each key in source order.
  const built = names.some(isIndexLike) ? createOrdered<Record<string, unknown>>(sparseElements({})) : {};
  for (let i = 0; i < keys.length; i++) built[names[i]] = object[keys[i]];
  return built;
}

/** The object of marked members (marked keys unmarked, the text's order). */
function unmarked(object: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(object);
  return ordered(
    object,
    keys,
    keys.map((k) => (k.charCodeAt(0) === MARK ? k.slice(1) : k)),
  );
}

/** The value read with fixer, if every member was read (no duplicate key) and every index-like key met. */
function fixed(parsed: unknown, fixer: Fixer, colons: number[]) {
  const data = fixer.fix(parsed, 0);
  if (fixer.keys !== colons.length) return undefined;
  if (fixer.indexed && fixer.next !== fixer.indexed.length) orderUnproven();
  return { data, refFree: !fixer.refKeys };
}

/**
 * The value the hand-written parser would give, or undefined where that is not proven (it then parses the text).
 * refFree: no object has a `$ref` or `hasOwnProperty` key, so the $ref crawl would find nothing (local-refs.ts).
 */
export function nativeValue(
  text: string,
  /** false: no marked reading (tests of the proof). */
  marked = true,
): { data: unknown; refFree: boolean } | undefined {
  if (text.includes('\t') || WHITE_BEFORE_COLON.test(text)) return undefined;
  try {
    const colons = memberColons(text);
    const keys = indexKeys(text);
    try {
      // The text itself: its marked copy (a second string of the text's size, in fresh memory) cost more than the
      // parse (ReadMe's 3.1 description: 8-30 ms against 1.5-3 ms of CPU).
      return fixed(JSON.parse(text), new Fixer(keys, colons), colons);
    } catch (err) {
      if (!(err instanceof OrderUnproven)) throw err;
    }
    // Index-like keys in another order than JSON.parse's: read with a marker prefix (`\u0001`, escaped) on each,
    // so JSON.parse keeps them in the text's order (a key holding the marker itself would be misread).
    if (!marked || text.includes('\\u0001')) return undefined;
    return fixed(JSON.parse(markIndexKeys(text, keys)), new Fixer(null, colons), colons);
  } catch {
    // Invalid JSON, or not proven: the hand-written parser decides (and refuses invalid JSON as before).
    return undefined;
  }
}

/**
 * The node table of a text nativeValue read (strict JSON, no tab, no white space before a colon, at most MAX_DEPTH
 * deep): the hand-written parser's table (json-source.ts) without building a value.
 */
export function scanPositions(text: string): NodeTable {
  return new Scanner(text).run();
}

/** What ends a number or literal in strict JSON without tabs: white space, `,`, `}`, `]`. */
const DELIMITERS: boolean[] = [];
for (const c of ' \n\r,}]') DELIMITERS[c.charCodeAt(0)] = true;

class Scanner extends NodeTableBuilder {
  private pos = 0;

  constructor(private readonly text: string) {
    super(text.length);
  }

  run(): NodeTable {
    this.skipWs();
    this.value(-1);
    // An empty root container's range runs to the end of the text (the YAML parser's root end).
    if (this.count === 1) this.end[0] = this.text.length;
    return this.table();
  }

  private skipWs() {
    const t = this.text;
    let p = this.pos;
    for (let c = t.charCodeAt(p); c === 32 || c === 10 || c === 13; c = t.charCodeAt(++p));
    this.pos = p;
  }

  /** Past the string whose opening quote is at pos. */
  private skipString() {
    const t = this.text;
    let close = t.indexOf('"', this.pos + 1);
    for (;;) {
      let slashes = 0;
      while (t.charCodeAt(close - 1 - slashes) === 92) slashes++;
      if (slashes % 2 === 0) break;
      close = t.indexOf('"', close + 1);
    }
    this.pos = close + 1;
  }

  private value(keyAt: number): void {
    if (this.count === this.start.length) this.grow();
    const node = this.count++;
    const t = this.text;
    this.start[node] = this.pos;
    this.keyStart[node] = keyAt;
    const c = t.charCodeAt(this.pos);
    if (c === 123 /* { */ || c === 91 /* [ */) {
      const close = c === 123 ? 125 : 93;
      this.pos++;
      this.skipWs();
      if (t.charCodeAt(this.pos) === close) this.pos++;
      else
        for (;;) {
          if (c === 123) {
            const at = this.pos;
            this.skipString();
            this.skipWs();
            this.pos++; // the colon
            this.skipWs();
            this.value(at);
          } else this.value(-1);
          this.skipWs();
          if (t.charCodeAt(this.pos++) === close) break;
          this.skipWs();
        }
      // A container's range ends where its last member's does (the YAML parser's getEndPosition).
      this.end[node] = this.count > node + 1 ? this.end[this.lastChild(node)] : this.pos;
    } else {
      if (c === 34) this.skipString();
      else {
        // A number or literal runs to the next delimiter (the root is a container, so one always follows).
        let p = this.pos + 1;
        for (let d = t.charCodeAt(p); !DELIMITERS[d]; d = t.charCodeAt(++p));
        this.pos = p;
      }
      this.end[node] = this.pos;
    }
    this.next[node] = this.count;
  }

  private lastChild(node: number): number {
    let child = node + 1;
    for (;;) {
      const after = this.next[child];
      if (after >= this.count) return child;
      child = after;
    }
  }
}
