/**
 * A hand-written YAML parser for the fast engine, in the style of json-source.ts: the plain value Spectral's YAML
 * parser (@stoplight/yaml over @stoplight/yaml-ast-parser, with spectral-parsers' options) gives for the same text,
 * its "mapping key must be a string scalar" diagnostics, and a compact node table from which a path's range is
 * computed only when a result needs it.
 *
 * It follows the loader of yaml-ast-parser step by step (composeNode, readBlockMapping, readBlockSequence,
 * readFlowCollection and the scalar readers keep their names' shape and their indentation and position rules), so
 * values, folding and positions come out as the loader's. Where the loader would record an error or warning, or
 * where a feature changes more than the value (anchors and aliases, tags, explicit `?` keys, merge keys, directives,
 * several documents, tabs in separation space, duplicate keys, non-scalar keys, empty sequence entries, a BOM), it
 * gives up and returns null: the caller then uses Spectral's parser, so such text is read exactly as before.
 *
 * The loader builds an AST object per node and a parent-linked mapping per member, then a walk builds the value
 * with an ordered Proxy per object (its key order kept in an array searched on every insertion, and duplicates
 * checked by another linear search: quadratic in a mapping's size). Here each value costs a few integers in typed
 * arrays, and only objects whose key order a plain object cannot keep (index-like keys) become that ordered object.
 */
import { createRequire } from 'node:module';
import { sequenceItem } from './json-source.js';
import { isIndexLike, sparseElements } from './sparse-elements.js';

const require = createRequire(import.meta.url);
const createOrdered = (require('@stoplight/ordered-object-literal') as { default: <T extends object>(target: T) => T })
  .default;
const { lineForPosition } = require('@stoplight/yaml') as {
  lineForPosition(pos: number, lines: ArrayLike<number>): number;
};
const { parseYamlBigInteger, parseYamlFloat } = require('@stoplight/yaml-ast-parser') as {
  parseYamlBigInteger(input: string): number | bigint;
  parseYamlFloat(input: string): number;
};

/** Characters the loader refuses as non-printable (the same pattern as json-source.ts). */
const YAML_NON_PRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

export const KIND_SCALAR = 0;
export const KIND_MAP = 1;
export const KIND_SEQ = 2;

/** Offsets of every value, in document order (node 0 is the root mapping). */
export interface YamlNodeTable {
  count: number;
  /** Start of the value's range as getLocationForJsonPath gives it. */
  start: Int32Array;
  /** End of its range. */
  end: Int32Array;
  /** The node index after its subtree: a container's children are node+1, next[node+1], … up to next[node]. */
  next: Int32Array;
  /** For a mapping member, its key's text as text.slice(keyStart, keyEnd); keyStart -2: the key is in oddKeys. */
  keyStart: Int32Array;
  keyEnd: Int32Array;
  kind: Uint8Array;
  /** Keys whose value is not a slice of the text (escapes, folded lines), by node. */
  oddKeys: Map<number, string>;
}

export interface YamlDiagnostic {
  code: string;
  message: string;
  severity: number;
  path: Array<string | number>;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

export interface YamlSource {
  data: unknown;
  text: string;
  yamlNodes: YamlNodeTable;
  diagnostics: YamlDiagnostic[];
}

class NotHandled extends Error {}
const fail = (): never => {
  throw new NotHandled();
};

const CONTEXT_FLOW_IN = 1;
const CONTEXT_FLOW_OUT = 2;
const CONTEXT_BLOCK_IN = 3;
const CONTEXT_BLOCK_OUT = 4;
const CHOMPING_CLIP = 1;
const CHOMPING_STRIP = 2;
const CHOMPING_KEEP = 3;

const isEol = (c: number) => c === 10 || c === 13;
const isWhite = (c: number) => c === 9 || c === 32;
const isWsOrEol = (c: number) => c === 9 || c === 32 || c === 10 || c === 13;
const isFlowIndicator = (c: number) => c === 44 || c === 91 || c === 93 || c === 123 || c === 125;

/** The loader's simple escapes (\0, \a, \t, \n, … \P), by the character after the backslash. */
const SIMPLE_ESCAPES: Array<string | undefined> = [];
for (const [c, v] of Object.entries({
  '0': '\x00',
  a: '\x07',
  b: '\x08',
  t: '\x09',
  '\t': '\x09',
  n: '\x0A',
  v: '\x0B',
  f: '\x0C',
  r: '\x0D',
  e: '\x1B',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xA0',
  L: '\u2028',
  P: '\u2029',
}))
  SIMPLE_ESCAPES[c.charCodeAt(0)] = v;

const fromHexCode = (c: number) => {
  if (c >= 48 && c <= 57) return c - 48;
  const lc = c | 0x20;
  return lc >= 97 && lc <= 102 ? lc - 97 + 10 : -1;
};
const charFromCodepoint = (c: number) =>
  c <= 0xffff
    ? String.fromCharCode(c)
    : String.fromCharCode(((c - 0x010000) >> 10) + 0xd800, ((c - 0x010000) & 0x03ff) + 0xdc00);

/** writeFoldedLines: one line break folds to a space, n breaks keep n - 1. */
const folded = (count: number) => (count === 1 ? ' ' : count > 1 ? '\n'.repeat(count - 1) : '');

const BASE10 = /^[-+]?[0-9]+$/;
const BASE8 = /^0o[0-7]+$/;
const BASE16 = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const INFINITY = /^[-+]?(\.inf|\.Inf|\.INF)$/;

/**
 * The value of a plain scalar as @stoplight/yaml gives it (yaml-ast-parser's determineScalarType, then its parse
 * functions; big integers through BigInt, then Number as parseWithPointers does without its bigInt option).
 */
export function plainValue(s: string): unknown {
  const c = s.charCodeAt(0);
  // Only these first characters start a null, a boolean or a number: anything else is a string, quickly.
  if (
    !(
      (c >= 48 && c <= 57) ||
      c === 45 ||
      c === 43 ||
      c === 46 ||
      c === 110 ||
      c === 78 ||
      c === 116 ||
      c === 84 ||
      c === 102 ||
      c === 70 ||
      c === 126
    ) &&
    s !== ''
  )
    return s;
  switch (s) {
    case 'null':
    case 'Null':
    case 'NULL':
    case '~':
    case '':
      return null;
    case 'true':
    case 'True':
    case 'TRUE':
      return true;
    case 'false':
    case 'False':
    case 'FALSE':
      return false;
  }
  if (BASE10.test(s) || BASE8.test(s) || BASE16.test(s)) {
    const n = parseYamlBigInteger(s);
    return typeof n === 'bigint' ? Number(n) : n;
  }
  if (FLOAT.test(s) || INFINITY.test(s) || s === '.nan' || s === '.NaN' || s === '.NAN') return parseYamlFloat(s);
  return s;
}

/** Parses text as YAML, or returns null where Spectral's parser must read it (see the file's comment). */
export function parseYamlSource(text: string): YamlSource | null {
  if (text.length === 0 || text.charCodeAt(0) === 0xfeff || YAML_NON_PRINTABLE.test(text)) return null;
  // A lone carriage return breaks a line for the loader but not for the line map of the ranges.
  if (/\r(?!\n)/.test(text)) return null;
  try {
    return new Parser(text).run();
  } catch (err) {
    if (err instanceof NotHandled || err instanceof RangeError) return null;
    throw err;
  }
}

class Parser {
  /** The loader's input: the text with a line break added when it has none at its end. */
  private readonly input: string;
  private readonly length: number;
  private pos = 0;
  private line = 0;
  private lineStart = 0;
  private lineIndent = 0;

  private count = 0;
  private start: Int32Array;
  private end: Int32Array;
  private next: Int32Array;
  private keyStart: Int32Array;
  private keyEnd: Int32Array;
  private kind: Uint8Array;
  private readonly oddKeys = new Map<number, string>();
  /** Keys and indexes from the root to the value being read (a key diagnostic's path). */
  private readonly path: Array<string | number> = [];
  private readonly keyDiagnostics: Array<{ path: Array<string | number>; from: number; to: number; type: string }> = [];

  // The node composeNode read (the loader's state.result): a scalar's value, string and offsets, or a container's
  // node (already in the table) and value.
  private rKind = -1;
  private rValue: unknown = undefined;
  private rString = '';
  private rPlain = false;
  private rStart = -1;
  private rEnd = -1;
  private rNode = -1;

  constructor(private readonly text: string) {
    const last = text.charCodeAt(text.length - 1);
    this.input = last === 10 || last === 13 ? text : `${text}\n`;
    this.length = this.input.length;
    const capacity = Math.max(64, text.length >> 4);
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
    this.next = new Int32Array(capacity);
    this.keyStart = new Int32Array(capacity);
    this.keyEnd = new Int32Array(capacity);
    this.kind = new Uint8Array(capacity);
  }

  /** The character at p; 0 past the end (the loader appends a NUL). */
  private c(p: number): number {
    return p < this.length ? this.input.charCodeAt(p) : 0;
  }

  run(): YamlSource {
    // loadDocuments and readDocument, for one document whose root is a block mapping starting a line.
    while (this.c(this.pos) === 32) {
      this.lineIndent++;
      this.pos++;
    }
    this.skipSpace(true);
    if (this.lineIndent === 0 && this.c(this.pos) === 37 /* % */) fail();
    if (
      this.lineIndent === 0 &&
      this.c(this.pos) === 45 &&
      this.c(this.pos + 1) === 45 &&
      this.c(this.pos + 2) === 45
    ) {
      this.pos += 3;
      this.skipSpace(true);
    }
    if (this.pos !== this.lineStart) fail();
    const rootStart = this.pos;
    if (!this.compose(this.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true) || this.rKind !== KIND_MAP) fail();
    if (this.rNode !== 0 || this.start[0] !== rootStart) fail();
    const data = this.rValue;
    this.skipSpace(true);
    if (this.pos === this.lineStart && this.isDocumentSeparator(this.pos)) fail();
    if (this.pos < this.length - 1) fail();
    // getLocationForJsonPath: a root that starts where the second line does starts at 0.
    const firstLineEnd = this.text.indexOf('\n');
    if ((firstLineEnd < 0 ? this.text.length + 1 : firstLineEnd + 1) === rootStart) this.start[0] = 0;
    const n = this.count;
    return {
      data,
      text: this.text,
      yamlNodes: {
        count: n,
        start: this.start.slice(0, n),
        end: this.end.slice(0, n),
        next: this.next.slice(0, n),
        keyStart: this.keyStart.slice(0, n),
        keyEnd: this.keyEnd.slice(0, n),
        kind: this.kind.slice(0, n),
        oddKeys: this.oddKeys,
      },
      diagnostics: this.diagnostics(),
    };
  }

  private diagnostics(): YamlDiagnostic[] {
    if (this.keyDiagnostics.length === 0) return [];
    const lineMap = computeLineMap(this.text);
    return this.keyDiagnostics.map((d) => ({
      code: 'YAMLIncompatibleValue',
      message: `mapping key must be a string scalar rather than ${d.type}`,
      severity: 1,
      path: d.path,
      range: rangeOf(lineMap, d.from, d.to),
    }));
  }

  private alloc(kind: number): number {
    if (this.count === this.start.length) this.grow();
    const node = this.count++;
    this.kind[node] = kind;
    this.keyStart[node] = -1;
    this.next[node] = node + 1;
    return node;
  }

  private grow() {
    const size = this.start.length * 2;
    const copy = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.start = copy(this.start, (n) => new Int32Array(n));
    this.end = copy(this.end, (n) => new Int32Array(n));
    this.next = copy(this.next, (n) => new Int32Array(n));
    this.keyStart = copy(this.keyStart, (n) => new Int32Array(n));
    this.keyEnd = copy(this.keyEnd, (n) => new Int32Array(n));
    this.kind = copy(this.kind, (n) => new Uint8Array(n));
  }

  /** The value composeNode read as a table node at index `node`: a scalar gets its node now. */
  private materialize(): { node: number; value: unknown } {
    if (this.rKind === KIND_SCALAR) {
      const node = this.alloc(KIND_SCALAR);
      this.start[node] = this.rStart;
      this.end[node] = this.rEnd;
      return { node, value: this.rValue };
    }
    return { node: this.rNode, value: this.rValue };
  }

  /** skipSeparationSpace; a tab in it is a warning of the loader's (so its diagnostics apply). */
  private skipSpace(allowComments: boolean): number {
    let p = this.pos;
    let breaks = 0;
    let ch = this.c(p);
    while (ch !== 0) {
      while (ch === 32 || ch === 9) {
        if (ch === 9) fail();
        ch = this.c(++p);
      }
      if (allowComments && ch === 35 /* # */) {
        do ch = this.c(++p);
        while (ch !== 0 && !isEol(ch));
      }
      if (!isEol(ch)) break;
      p += ch === 13 && this.c(p + 1) === 10 ? 2 : 1;
      this.line++;
      this.lineStart = p;
      breaks++;
      let indent = 0;
      ch = this.c(p);
      while (ch === 32) {
        indent++;
        ch = this.c(++p);
      }
      this.lineIndent = indent;
    }
    this.pos = p;
    return breaks;
  }

  private isDocumentSeparator(p: number): boolean {
    const ch = this.c(p);
    if ((ch === 45 || ch === 46) && this.c(p + 1) === ch && this.c(p + 2) === ch) {
      const after = this.c(p + 3);
      return after === 0 || isWsOrEol(after);
    }
    return false;
  }

  private compose(parentIndent: number, context: number, allowToSeek: boolean, allowCompact: boolean): boolean {
    this.rKind = -1;
    const block = context === CONTEXT_BLOCK_OUT || context === CONTEXT_BLOCK_IN;
    let indentStatus = 1;
    let atNewLine = false;
    if (allowToSeek && this.skipSpace(true) > 0) {
      atNewLine = true;
      indentStatus = this.lineIndent > parentIndent ? 1 : this.lineIndent === parentIndent ? 0 : -1;
    }
    if (indentStatus === 1) {
      const ch = this.c(this.pos);
      // Tags, anchors and aliases.
      if (ch === 33 || ch === 38 || ch === 42) fail();
    }
    const allowBlockCollections = block && (atNewLine || allowCompact);
    if (indentStatus === 1 || context === CONTEXT_BLOCK_OUT) {
      const flowIndent = block ? parentIndent + 1 : parentIndent;
      const blockIndent = this.pos - this.lineStart;
      if (indentStatus === 1) {
        if (
          (allowBlockCollections && (this.blockSequence(blockIndent) || this.blockMapping(blockIndent, flowIndent))) ||
          this.flowCollection(flowIndent)
        )
          return true;
        if (
          (block && this.blockScalar(flowIndent)) ||
          this.singleQuoted() ||
          this.doubleQuoted() ||
          this.plainScalar(flowIndent, context === CONTEXT_FLOW_IN)
        )
          return true;
        return false;
      }
      if (indentStatus === 0) return allowBlockCollections && this.blockSequence(blockIndent);
    }
    return false;
  }

  private scalarResult(value: unknown, string: string, plain: boolean, from: number, to: number): true {
    this.rKind = KIND_SCALAR;
    this.rValue = value;
    this.rString = string;
    this.rPlain = plain;
    this.rStart = from;
    this.rEnd = to;
    return true;
  }

  private plainScalar(nodeIndent: number, withinFlow: boolean): boolean {
    const input = this.input;
    let ch = this.c(this.pos);
    if (
      isWsOrEol(ch) ||
      isFlowIndicator(ch) ||
      ch === 35 ||
      ch === 38 ||
      ch === 42 ||
      ch === 33 ||
      ch === 124 ||
      ch === 62 ||
      ch === 39 ||
      ch === 34 ||
      ch === 37 ||
      ch === 64 ||
      ch === 96
    )
      return false;
    // At the end of the input the loader reads an empty scalar; nothing of ours gets there.
    if (ch === 0) fail();
    if (ch === 63 || ch === 45) {
      const following = this.c(this.pos + 1);
      if (isWsOrEol(following) || (withinFlow && isFlowIndicator(following))) return false;
    }
    let p = this.pos;
    let captureStart = p;
    let captureEnd = p;
    let pending = false;
    let value = '';
    let from = -1;
    let to = -1;
    let line0 = 0;
    while (ch !== 0) {
      if (ch === 58 /* : */) {
        const following = this.c(p + 1);
        if (isWsOrEol(following) || (withinFlow && isFlowIndicator(following))) break;
      } else if (ch === 35 /* # */) {
        if (isWsOrEol(this.c(p - 1))) break;
      } else if ((p === this.lineStart && this.isDocumentSeparator(p)) || (withinFlow && isFlowIndicator(ch))) {
        break;
      } else if (isEol(ch)) {
        line0 = this.line;
        const lineStart0 = this.lineStart;
        const lineIndent0 = this.lineIndent;
        this.pos = p;
        this.skipSpace(false);
        p = this.pos;
        if (this.lineIndent >= nodeIndent) {
          pending = true;
          ch = this.c(p);
          continue;
        }
        p = captureEnd;
        this.line = line0;
        this.lineStart = lineStart0;
        this.lineIndent = lineIndent0;
        break;
      }
      if (pending) {
        if (from === -1) from = captureStart;
        value += input.slice(captureStart, captureEnd);
        to = captureEnd;
        value += folded(this.line - line0);
        captureStart = captureEnd = p;
        pending = false;
      }
      if (!isWhite(ch)) captureEnd = p + 1;
      ch = this.c(++p);
    }
    if (from === -1) from = captureStart;
    value += input.slice(captureStart, captureEnd);
    to = captureEnd;
    this.pos = p;
    return this.scalarResult(plainValue(value), value, true, from, to);
  }

  /** readSingleQuotedScalar (its indentation only matters to the loader's warnings, which we never reach). */
  private singleQuoted(): boolean {
    const input = this.input;
    if (this.c(this.pos) !== 39) return false;
    const from = this.pos;
    let p = from + 1;
    let captureStart = p;
    let captureEnd = p;
    let value = '';
    let ch: number;
    while ((ch = this.c(p)) !== 0) {
      if (ch === 39) {
        value += input.slice(captureStart, p);
        ch = this.c(++p);
        if (ch === 39) {
          captureStart = captureEnd = p;
          p++;
        } else {
          this.pos = p;
          return this.scalarResult(value, value, false, from, p);
        }
      } else if (isEol(ch)) {
        value += input.slice(captureStart, captureEnd);
        this.pos = p;
        value += folded(this.skipSpace(false));
        p = this.pos;
        captureStart = captureEnd = p;
      } else if (p === this.lineStart && this.isDocumentSeparator(p)) {
        fail();
      } else {
        p++;
        captureEnd = p;
      }
    }
    return fail();
  }

  /** readDoubleQuotedScalar. */
  private doubleQuoted(): boolean {
    const input = this.input;
    if (this.c(this.pos) !== 34) return false;
    const from = this.pos;
    let p = from + 1;
    let captureStart = p;
    let captureEnd = p;
    let value = '';
    let ch: number;
    while ((ch = this.c(p)) !== 0) {
      if (ch === 34) {
        value += input.slice(captureStart, p);
        p++;
        this.pos = p;
        return this.scalarResult(value, value, false, from, p);
      } else if (ch === 92 /* \ */) {
        value += input.slice(captureStart, p);
        ch = this.c(++p);
        if (isEol(ch)) {
          this.pos = p;
          this.skipSpace(false);
          p = this.pos;
        } else if (ch < 256 && SIMPLE_ESCAPES[ch] !== undefined) {
          value += SIMPLE_ESCAPES[ch];
          p++;
        } else {
          let hexLength = ch === 0x78 ? 2 : ch === 0x75 ? 4 : ch === 0x55 ? 8 : 0;
          if (hexLength === 0) fail();
          let hex = 0;
          for (; hexLength > 0; hexLength--) {
            const digit = fromHexCode(this.c(++p));
            if (digit < 0) fail();
            hex = (hex << 4) + digit;
          }
          value += charFromCodepoint(hex);
          p++;
        }
        captureStart = captureEnd = p;
      } else if (isEol(ch)) {
        value += input.slice(captureStart, captureEnd);
        this.pos = p;
        value += folded(this.skipSpace(false));
        p = this.pos;
        captureStart = captureEnd = p;
      } else if (p === this.lineStart && this.isDocumentSeparator(p)) {
        fail();
      } else {
        p++;
        captureEnd = p;
      }
    }
    return fail();
  }

  private blockScalar(nodeIndent: number): boolean {
    const input = this.input;
    let ch = this.c(this.pos);
    let folding: boolean;
    if (ch === 124) folding = false;
    else if (ch === 62) folding = true;
    else return false;
    const from = this.pos;
    let p = this.pos;
    let chomping = CHOMPING_CLIP;
    let detectedIndent = false;
    let textIndent = nodeIndent;
    let emptyLines = 0;
    let atMoreIndented = false;
    let value = '';
    while (ch !== 0) {
      ch = this.c(++p);
      if (ch === 43 || ch === 45) {
        if (chomping !== CHOMPING_CLIP) fail();
        chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
      } else if (ch >= 48 && ch <= 57) {
        if (ch === 48 || detectedIndent) fail();
        textIndent = nodeIndent + (ch - 48) - 1;
        detectedIndent = true;
      } else break;
    }
    if (isWhite(ch)) {
      do ch = this.c(++p);
      while (isWhite(ch));
      if (ch === 35) {
        do ch = this.c(++p);
        while (ch !== 0 && !isEol(ch));
      }
    }
    while (ch !== 0) {
      // readLineBreak
      if (!isEol(ch)) fail();
      p += ch === 13 && this.c(p + 1) === 10 ? 2 : 1;
      this.line++;
      this.lineStart = p;
      let indent = 0;
      ch = this.c(p);
      while ((!detectedIndent || indent < textIndent) && ch === 32) {
        indent++;
        ch = this.c(++p);
      }
      this.lineIndent = indent;
      if (!detectedIndent && indent > textIndent) textIndent = indent;
      if (isEol(ch)) {
        emptyLines++;
        continue;
      }
      if (indent < textIndent) {
        if (chomping === CHOMPING_KEEP) value += '\n'.repeat(emptyLines);
        else if (chomping === CHOMPING_CLIP && detectedIndent) value += '\n';
        break;
      }
      if (folding) {
        if (isWhite(ch)) {
          atMoreIndented = true;
          value += '\n'.repeat(emptyLines + 1);
        } else if (atMoreIndented) {
          atMoreIndented = false;
          value += '\n'.repeat(emptyLines + 1);
        } else if (emptyLines === 0) {
          if (detectedIndent) value += ' ';
        } else value += '\n'.repeat(emptyLines);
      } else if (detectedIndent) value += '\n'.repeat(emptyLines + 1);
      detectedIndent = true;
      emptyLines = 0;
      const captureStart = p;
      while (!isEol(ch) && ch !== 0) ch = this.c(++p);
      value += input.slice(captureStart, p);
    }
    this.pos = p;
    // The loader's end: back over trailing spaces and tabs, stopping on a line break or other character.
    let i = p - 1;
    for (;;) {
      const c = input.charCodeAt(i);
      if (c === 13 || c === 10 || (c !== 32 && c !== 9)) break;
      i--;
    }
    return this.scalarResult(value, value, false, from, i);
  }

  private flowCollection(nodeIndent: number): boolean {
    let ch = this.c(this.pos);
    let isMapping: boolean;
    let terminator: number;
    if (ch === 91) {
      terminator = 93;
      isMapping = false;
    } else if (ch === 123) {
      terminator = 125;
      isMapping = true;
    } else return false;
    const node = this.alloc(isMapping ? KIND_MAP : KIND_SEQ);
    this.start[node] = this.pos;
    const members = isMapping ? new Members() : null;
    const items: unknown[] = [];
    let last = -1;
    ch = this.c(++this.pos);
    let readNext = true;
    while (ch !== 0) {
      this.skipSpace(true);
      ch = this.c(this.pos);
      if (ch === terminator) {
        this.pos++;
        this.end[node] = last < 0 ? this.pos : this.end[last];
        this.next[node] = this.count;
        this.rKind = isMapping ? KIND_MAP : KIND_SEQ;
        this.rValue = members ? members.value() : items;
        this.rNode = node;
        return true;
      }
      if (!readNext) fail();
      if (ch === 63 && isWsOrEol(this.c(this.pos + 1))) fail();
      const line0 = this.line;
      if (!isMapping) this.path.push(items.length);
      if (!this.compose(nodeIndent, CONTEXT_FLOW_IN, false, true)) fail();
      if (!isMapping) this.path.pop();
      if (members) {
        if (this.rKind !== KIND_SCALAR) fail();
        const key = this.key(members);
        this.skipSpace(true);
        ch = this.c(this.pos);
        let child: number;
        let value: unknown = null;
        if (this.line === line0 && ch === 58) {
          this.pos++;
          this.skipSpace(true);
          this.path.push(key.name);
          if (!this.compose(nodeIndent, CONTEXT_FLOW_IN, false, true)) fail();
          this.path.pop();
          ({ node: child, value } = this.materialize());
          if (this.kind[child] !== KIND_SCALAR) this.start[child] = key.to + 1;
        } else child = this.nullValue(key.to);
        this.setKey(child, key);
        members.add(key.name, value);
        last = child;
      } else {
        const { node: child, value } = this.materialize();
        this.skipSpace(true);
        ch = this.c(this.pos);
        if (this.line === line0 && ch === 58) fail();
        items.push(value);
        last = child;
      }
      this.skipSpace(true);
      ch = this.c(this.pos);
      if (ch === 44) {
        readNext = true;
        ch = this.c(++this.pos);
      } else readNext = false;
    }
    return fail();
  }

  private nullValue(keyTo: number): number {
    // A member without a value: its range is the mapping's end (one past the key), empty.
    const child = this.alloc(KIND_SCALAR);
    this.start[child] = keyTo + 1;
    this.end[child] = keyTo + 1;
    return child;
  }

  /** The key composeNode just read (a scalar), checked and named as parseWithPointers names it. */
  private key(members: Members): { name: string; raw: string; from: number; to: number; rawFrom: number } {
    const raw = this.rString;
    const typed = this.rValue;
    const name = typeof typed === 'string' ? typed : String(typed);
    // findNodeAtPath compares the key's text, the value has String(value): they must be the same key.
    if (name !== raw) fail();
    if (name === '<<' || name === '__proto__' || members.has(name)) fail();
    if (typeof typed !== 'string') {
      if (typeof typed !== 'number' && typeof typed !== 'boolean' && typed !== null) fail();
      this.keyDiagnostics.push({
        path: [...this.path, raw],
        from: this.rStart,
        to: this.rEnd,
        type: typed === null ? 'null' : typeof typed,
      });
    }
    const rawFrom = this.rPlain ? this.rStart : this.rStart + 1;
    return { name, raw, from: this.rStart, to: this.rEnd, rawFrom };
  }

  private setKey(child: number, key: { raw: string; rawFrom: number }) {
    const { raw, rawFrom } = key;
    if (this.input.startsWith(raw, rawFrom) && rawFrom + raw.length <= this.text.length) {
      this.keyStart[child] = rawFrom;
      this.keyEnd[child] = rawFrom + raw.length;
    } else {
      this.keyStart[child] = -2;
      this.oddKeys.set(child, raw);
    }
  }

  private blockSequence(nodeIndent: number): boolean {
    let ch = this.c(this.pos);
    if (ch !== 45 || !isWsOrEol(this.c(this.pos + 1))) return false;
    const node = this.alloc(KIND_SEQ);
    this.start[node] = this.pos;
    const items: unknown[] = [];
    let last = -1;
    while (ch !== 0) {
      if (ch !== 45 || !isWsOrEol(this.c(this.pos + 1))) break;
      this.pos++;
      // An empty entry (the loader's null item has no range).
      if (this.skipSpace(true) > 0 && this.lineIndent <= nodeIndent) fail();
      const line0 = this.line;
      this.path.push(items.length);
      if (!this.compose(nodeIndent, CONTEXT_BLOCK_IN, false, true)) fail();
      this.path.pop();
      const { node: child, value } = this.materialize();
      items.push(value);
      last = child;
      this.skipSpace(true);
      ch = this.c(this.pos);
      if ((this.line === line0 || this.lineIndent > nodeIndent) && ch !== 0) fail();
      else if (this.lineIndent < nodeIndent) break;
    }
    this.end[node] = this.end[last];
    this.next[node] = this.count;
    this.rKind = KIND_SEQ;
    this.rValue = items;
    this.rNode = node;
    return true;
  }

  private blockMapping(nodeIndent: number, flowIndent: number): boolean {
    const from = this.pos;
    let node = -1;
    let members: Members | null = null;
    let last = -1;
    let ch = this.c(this.pos);
    while (ch !== 0) {
      const following = this.c(this.pos + 1);
      const line0 = this.line;
      // Explicit keys (`? `) and a lone `: ` (the loader's error).
      if ((ch === 63 || ch === 58) && isWsOrEol(following)) fail();
      if (!this.compose(flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
      if (this.line !== line0) {
        if (members) fail();
        return true;
      }
      ch = this.c(this.pos);
      while (isWhite(ch)) ch = this.c(++this.pos);
      if (ch !== 58) {
        // Not a mapping after all (a scalar or flow collection on its own), or the loader's error.
        if (members || (this.pos === this.lineStart && this.isDocumentSeparator(this.pos))) fail();
        return true;
      }
      ch = this.c(++this.pos);
      if (!isWsOrEol(ch)) fail();
      if (this.rKind !== KIND_SCALAR) fail();
      if (!members) {
        node = this.alloc(KIND_MAP);
        this.start[node] = from;
        members = new Members();
      }
      const key = this.key(members);
      this.path.push(key.name);
      let child: number;
      let value: unknown = null;
      if (this.compose(nodeIndent, CONTEXT_BLOCK_OUT, true, false)) {
        ({ node: child, value } = this.materialize());
        if (this.kind[child] !== KIND_SCALAR) this.start[child] = key.to + 1;
      } else child = this.nullValue(key.to);
      this.path.pop();
      this.setKey(child, key);
      members.add(key.name, value);
      last = child;
      this.skipSpace(true);
      ch = this.c(this.pos);
      if (this.lineIndent > nodeIndent && ch !== 0) fail();
      else if (this.lineIndent < nodeIndent) break;
    }
    if (!members) return false;
    this.end[node] = this.end[last];
    this.next[node] = this.count;
    this.rKind = KIND_MAP;
    this.rValue = members.value();
    this.rNode = node;
    return true;
  }
}

/** A mapping's value being built: a plain object, or the ordered object once an index-like key needs it. */
class Members {
  private readonly obj: Record<string, unknown> = {};
  private order: string[] | null = null;

  has(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.obj, key);
  }

  add(key: string, value: unknown) {
    if (this.order) this.order.push(key);
    else if (isIndexLike(key)) {
      this.order = Object.keys(this.obj);
      this.order.push(key);
      sparseElements(this.obj);
    }
    this.obj[key] = value;
  }

  value(): Record<string, unknown> {
    if (!this.order) return this.obj;
    // Built as parseWithPointers builds it: an empty ordered object, then each key in source order.
    const ordered = createOrdered<Record<string, unknown>>(sparseElements({}));
    for (const k of this.order) ordered[k] = this.obj[k];
    return ordered;
  }
}

/**
 * @stoplight/yaml's line map: the offset after each newline, then the text's length + 1. Its lineForPosition reads
 * it by index, so an Int32Array of the exact length serves (a 100 MB document has ~4 million lines: 15 MB instead
 * of a number array's 30 MB and the copies it grows through).
 */
export function computeLineMap(text: string): Int32Array {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  const lines = new Int32Array(count);
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines[n++] = at + 1;
  lines[n] = text.length + 1;
  return lines;
}

export function rangeOf(lineMap: Int32Array, start: number, end: number) {
  const startLine = lineForPosition(start, lineMap);
  const endLine = lineForPosition(end, lineMap);
  return {
    start: { line: startLine, character: start - (startLine === 0 ? 0 : lineMap[startLine - 1]) },
    end: { line: endLine, character: end - (endLine === 0 ? 0 : lineMap[endLine - 1]) },
  };
}

/** The node at path, or -1 (findNodeAtPath without `closest`). */
export function findYamlNode(
  source: YamlSource & { members?: Map<number, Map<string, number>> },
  path: ReadonlyArray<string | number>,
): number {
  const { text, yamlNodes: nodes } = source;
  let node = 0;
  for (const segment of path) {
    const kind = nodes.kind[node];
    if (kind === KIND_MAP) {
      if (typeof segment !== 'string') return -1;
      const cache = (source.members ??= new Map());
      let members = cache.get(node);
      if (!members) {
        members = new Map();
        for (let child = node + 1; child < nodes.next[node]; child = nodes.next[child]) {
          const at = nodes.keyStart[child];
          members.set(at === -2 ? nodes.oddKeys.get(child)! : text.slice(at, nodes.keyEnd[child]), child);
        }
        cache.set(node, members);
      }
      const child = members.get(segment);
      if (child === undefined) return -1;
      node = child;
    } else if (kind === KIND_SEQ) {
      node = sequenceItem(nodes.next, node, segment);
      if (node < 0) return -1;
    } else return -1;
  }
  return node;
}
