/**
 * A linear-time matcher for the regular expressions of event filters. Filters are written by subscribers and run on
 * the server against every published event, so a backtracking engine (RegExp) would let one subscriber stall
 * delivery with a catastrophic pattern such as (a+)+$. Instead the pattern is compiled to an NFA and simulated
 * Thompson/Pike style: time O(pattern size x input length), no timeouts needed.
 *
 * Supported: JavaScript regex syntax without flags (UTF-16 code units, as RegExp without 'u'): literals, escapes
 * (\d \D \w \W \s \S \t \n \r \f \v \0 \xHH \uHHHH and identity escapes), '.', classes with ranges and negation,
 * groups ((...), (?:...), (?<name>...)), alternation, quantifiers (* + ? {n} {n,} {n,m}, lazy or not), ^ $ \b \B.
 * Not supported (the filter language calls such a value 'Invalid Regex'): backreferences, lookaround, \c, and
 * counted repetitions over REGEX_MAX_REPEAT, or patterns compiling to more than REGEX_MAX_PROGRAM instructions.
 */

export const REGEX_MAX_REPEAT = 100;
export const REGEX_MAX_PROGRAM = 5000;

type CharTest = (c: number) => boolean;
type Node =
  | { t: 'char'; test: CharTest }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number }
  | { t: 'assert'; kind: 'bol' | 'eol' | 'word' | 'nonword' };
type Inst =
  | { op: 'char'; test: CharTest }
  | { op: 'split'; x: number; y: number }
  | { op: 'jmp'; x: number }
  | { op: 'assert'; kind: 'bol' | 'eol' | 'word' | 'nonword' }
  | { op: 'match' };

class Unsupported extends Error {}

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isWord: CharTest = (c) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const SPACES = new Set([9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);
const isSpace: CharTest = (c) => SPACES.has(c) || (c >= 0x2000 && c <= 0x200a);
const isLineEnd: CharTest = (c) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
const not =
  (f: CharTest): CharTest =>
  (c) =>
    !f(c);
const is =
  (code: number): CharTest =>
  (c) =>
    c === code;

const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.s.length) throw new Unsupported('unbalanced');
    return node;
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.s[this.i] === '|') {
      this.i++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0] : { t: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { t: 'seq', items };
  }

  private quantified(node: Node): Node {
    for (;;) {
      const c = this.s[this.i];
      let min: number;
      let max: number;
      if (c === '*' || c === '+' || c === '?') {
        this.i++;
        [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
      } else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i));
        if (!m) return node; // not a quantifier: a literal '{' (RegExp without 'u' allows it)
        this.i += m[0].length;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        if (min > REGEX_MAX_REPEAT || (max !== Infinity && max > REGEX_MAX_REPEAT)) throw new Unsupported('repeat');
      } else return node;
      if (this.s[this.i] === '?') this.i++; // laziness changes which match, never whether one exists
      if (node.t === 'assert') throw new Unsupported('quantified assertion');
      node = { t: 'rep', node, min, max };
    }
  }

  private atom(): Node {
    const c = this.s[this.i++];
    if (c === '(') {
      if (this.s.startsWith('?:', this.i)) this.i += 2;
      else if (/^\?<[A-Za-z_$][\w$]*>/.test(this.s.slice(this.i))) this.i = this.s.indexOf('>', this.i) + 1;
      else if (this.s[this.i] === '?') throw new Unsupported('lookaround');
      const inner = this.alternation();
      if (this.s[this.i++] !== ')') throw new Unsupported('unbalanced');
      return inner;
    }
    if (c === '^') return { t: 'assert', kind: 'bol' };
    if (c === '$') return { t: 'assert', kind: 'eol' };
    if (c === '.') return { t: 'char', test: not(isLineEnd) };
    if (c === '[') return { t: 'char', test: this.charClass() };
    if (c === '\\') {
      const e = this.s[this.i];
      if (e === 'b' || e === 'B') {
        this.i++;
        return { t: 'assert', kind: e === 'b' ? 'word' : 'nonword' };
      }
      return { t: 'char', test: this.escape(false) };
    }
    if (c === '*' || c === '+' || c === '?' || c === ')') throw new Unsupported('syntax');
    return { t: 'char', test: is(c.charCodeAt(0)) };
  }

  /** After a backslash: a class escape or one code unit. */
  private escape(inClass: boolean): CharTest {
    const e = this.s[this.i++];
    if (e === undefined) throw new Unsupported('trailing backslash');
    const classes: Record<string, CharTest> = {
      d: isDigit,
      D: not(isDigit),
      w: isWord,
      W: not(isWord),
      s: isSpace,
      S: not(isSpace),
    };
    if (classes[e]) return classes[e];
    return is(this.escapedCode(e, inClass));
  }

  private escapedCode(e: string, inClass: boolean): number {
    if (e in CONTROL) return CONTROL[e];
    if (inClass && e === 'b') return 8;
    if (e === '0' && !isDigit(this.s.charCodeAt(this.i))) return 0;
    if (/[0-9]/.test(e) || e === 'k' || e === 'c') throw new Unsupported('backreference or control');
    const hex = e === 'x' ? /^[0-9a-fA-F]{2}/ : e === 'u' ? /^[0-9a-fA-F]{4}/ : null;
    if (hex) {
      const m = hex.exec(this.s.slice(this.i));
      if (!m) return e.charCodeAt(0); // '\x' or '\u' without digits is the letter itself without 'u'
      this.i += m[0].length;
      return parseInt(m[0], 16);
    }
    return e.charCodeAt(0);
  }

  private charClass(): CharTest {
    const negate = this.s[this.i] === '^';
    if (negate) this.i++;
    const parts: CharTest[] = [];
    while (this.s[this.i] !== ']') {
      if (this.i >= this.s.length) throw new Unsupported('unterminated class');
      const from = this.classAtom();
      if (this.s[this.i] === '-' && this.s[this.i + 1] !== ']' && this.i + 1 < this.s.length) {
        this.i++;
        const to = this.classAtom();
        if (typeof from !== 'number' || typeof to !== 'number') {
          // [\d-z] is '\d', '-' and 'z' without 'u'
          parts.push(typeof from === 'number' ? is(from) : from, is(45), typeof to === 'number' ? is(to) : to);
        } else {
          if (from > to) throw new Unsupported('range');
          parts.push((c) => c >= from && c <= to);
        }
      } else parts.push(typeof from === 'number' ? is(from) : from);
    }
    this.i++;
    const any: CharTest = (c) => parts.some((p) => p(c));
    return negate ? not(any) : any;
  }

  /** One class member: a code unit, or a class escape's test. */
  private classAtom(): number | CharTest {
    const c = this.s[this.i++];
    if (c !== '\\') return c.charCodeAt(0);
    const e = this.s[this.i];
    if (e && 'dDwWsS'.includes(e)) return this.escape(true);
    this.i++;
    return this.escapedCode(e ?? '', true);
  }
}

function compile(node: Node, prog: Inst[]): void {
  if (prog.length > REGEX_MAX_PROGRAM) throw new Unsupported('too large');
  switch (node.t) {
    case 'char':
      prog.push({ op: 'char', test: node.test });
      return;
    case 'assert':
      prog.push({ op: 'assert', kind: node.kind });
      return;
    case 'seq':
      for (const item of node.items) compile(item, prog);
      return;
    case 'alt': {
      const jumps: Extract<Inst, { op: 'jmp' }>[] = [];
      node.options.forEach((option, k) => {
        if (k < node.options.length - 1) {
          const split: Extract<Inst, { op: 'split' }> = { op: 'split', x: prog.length + 1, y: -1 };
          prog.push(split);
          compile(option, prog);
          const jmp: Extract<Inst, { op: 'jmp' }> = { op: 'jmp', x: -1 };
          prog.push(jmp);
          jumps.push(jmp);
          split.y = prog.length;
        } else compile(option, prog);
      });
      for (const j of jumps) j.x = prog.length;
      return;
    }
    case 'rep': {
      for (let k = 0; k < node.min; k++) compile(node.node, prog);
      if (node.max === Infinity) {
        const split: Extract<Inst, { op: 'split' }> = { op: 'split', x: prog.length + 1, y: -1 };
        const start = prog.length;
        prog.push(split);
        compile(node.node, prog);
        prog.push({ op: 'jmp', x: start });
        split.y = prog.length;
        return;
      }
      const splits: Extract<Inst, { op: 'split' }>[] = [];
      for (let k = node.min; k < node.max; k++) {
        const split: Extract<Inst, { op: 'split' }> = { op: 'split', x: prog.length + 1, y: -1 };
        prog.push(split);
        splits.push(split);
        compile(node.node, prog);
      }
      for (const s of splits) s.y = prog.length;
    }
  }
}

export interface SafeRegex {
  /** Whether the pattern matches somewhere in the input (RegExp.prototype.test without flags). */
  test(input: string): boolean;
}

/** Compiles a pattern, or null when it is not a valid regex or uses an unsupported construct. */
export function compileSafeRegex(pattern: string): SafeRegex | null {
  try {
    new RegExp(pattern);
  } catch {
    return null;
  }
  let prog: Inst[];
  try {
    prog = [];
    compile(new Parser(pattern).parse(), prog);
    prog.push({ op: 'match' });
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  return { test: (input) => run(prog, input) };
}

function run(prog: Inst[], input: string): boolean {
  const n = input.length;
  const seen = new Int32Array(prog.length).fill(-1);
  let current: number[] = [];
  let next: number[] = [];
  const wordAt = (p: number) => p >= 0 && p < n && isWord(input.charCodeAt(p));
  // Follows jumps, splits and assertions at position `pos`, collecting the char and match instructions reached.
  const add = (list: number[], start: number, pos: number, stamp: number): boolean => {
    const stack = [start];
    while (stack.length) {
      const pc = stack.pop()!;
      if (seen[pc] === stamp) continue;
      seen[pc] = stamp;
      const inst = prog[pc];
      if (inst.op === 'match') return true;
      if (inst.op === 'jmp') stack.push(inst.x);
      else if (inst.op === 'split') stack.push(inst.y, inst.x);
      else if (inst.op === 'assert') {
        const boundary = wordAt(pos - 1) !== wordAt(pos);
        const ok =
          inst.kind === 'bol'
            ? pos === 0
            : inst.kind === 'eol'
              ? pos === n
              : inst.kind === 'word'
                ? boundary
                : !boundary;
        if (ok) stack.push(pc + 1);
      } else list.push(pc);
    }
    return false;
  };
  for (let pos = 0; ; pos++) {
    // A new thread at every position: the search is unanchored, like RegExp.test.
    if (add(current, 0, pos, pos)) return true;
    if (pos === n) return false;
    const c = input.charCodeAt(pos);
    next = [];
    for (const pc of current) {
      const inst = prog[pc] as Extract<Inst, { op: 'char' }>;
      if (inst.test(c) && add(next, pc + 1, pos + 1, pos + 1)) return true;
    }
    current = next;
  }
}
