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
 * - index-like keys: found in the text (a `"` after `{` or `,` and white space, digits, `":`) and read with a
 *   marker prefix (`\u0001`, escaped), so JSON.parse keeps them in source order; the object is then built as the
 *   hand-written parser builds it (the ordered object, or a plain one when no key is an array index);
 * - `__proto__` keys, an index-like key not found that way (written with escapes), nesting deeper than MAX_DEPTH.
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
const MARK = 1;
const WHITE_BEFORE_COLON = /"[ \r\n]+:/;
const INDEX_KEY = /"(?:0|[1-9]\d*)":/g;

class Unproven extends Error {}
const unproven = (): never => {
  throw new Unproven();
};

/** The text with `\u0001` after the opening quote of every index-like key (object members only). */
function markIndexKeys(text: string): string {
  let marked = '';
  let copied = 0;
  INDEX_KEY.lastIndex = 0;
  for (let m = INDEX_KEY.exec(text); m; m = INDEX_KEY.exec(text)) {
    // A member's opening quote follows `{` or `,` (and white space); a quote inside a string follows a backslash.
    let p = m.index - 1;
    while (p >= 0 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 10 || text.charCodeAt(p) === 13)) p--;
    const before = text.charCodeAt(p);
    if (before !== 123 && before !== 44) continue;
    marked += text.slice(copied, m.index + 1) + '\\u0001';
    copied = m.index + 1;
  }
  return copied === 0 ? text : marked + text.slice(copied);
}

/** Occurrences of `":`, less those whose quote is escaped (an odd run of backslashes before it). */
function memberColons(text: string): number {
  let count = 0;
  for (let p = text.indexOf('":'); p >= 0; p = text.indexOf('":', p + 2)) {
    let slashes = 0;
    while (text.charCodeAt(p - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) count++;
  }
  return count;
}

class Fixer {
  keys = 0;

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
    for (const key in object) {
      this.keys++;
      const c = key.charCodeAt(0);
      if (c === MARK) marked = true;
      else if ((c >= 48 && c <= 57 && isIndexLike(key)) || key === '__proto__') unproven();
      const item = object[key];
      if (typeof item === 'object' && item !== null) {
        const fixed = this.fix(item, depth + 1);
        if (fixed !== item) object[key] = fixed;
      }
    }
    return marked ? unmarked(object) : object;
  }
}

/** The object the hand-written parser builds for these members (marked keys unmarked, source order). */
function unmarked(object: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(object);
  const names = keys.map((k) => (k.charCodeAt(0) === MARK ? k.slice(1) : k));
  // Built as the YAML parser builds it: an empty ordered object, then each key in source order.
  const built = names.some(isIndexLike) ? createOrdered<Record<string, unknown>>(sparseElements({})) : {};
  for (let i = 0; i < keys.length; i++) built[names[i]] = object[keys[i]];
  return built;
}

/** The value the hand-written parser would give, or undefined where that is not proven (it then parses the text). */
export function nativeValue(text: string): { data: unknown } | undefined {
  if (text.includes('\t') || text.includes('\\u0001') || WHITE_BEFORE_COLON.test(text)) return undefined;
  try {
    const parsed = JSON.parse(markIndexKeys(text)) as unknown;
    const fixer = new Fixer();
    const data = fixer.fix(parsed, 0);
    if (fixer.keys !== memberColons(text)) return undefined;
    return { data };
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
