/**
 * YAML text of a plain value for the differential tests, in styles picked by a seeded generator: block and flow
 * collections at varied indentation, plain, quoted (with escapes and folded lines) and block scalars (literal and
 * folded, each chomping, explicit indentation), comments, blank lines, CRLF, document markers, unquoted number keys.
 * The text need not mean the value exactly: both parsers read the same text and must agree; most of it does.
 */

/** mulberry32: a small seeded generator, so one fast-check integer fixes every choice. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAFE_PLAIN = /^[A-Za-z_/$][\w .,/{}()$@-]*$/;
const RESERVED = /^(?:null|Null|NULL|~|true|True|TRUE|false|False|FALSE|y|n|yes|no|on|off)$/;

export function yamlText(value: unknown, seed: number): string {
  const r = random(seed);
  const pick = <T>(...options: T[]): T => options[Math.floor(r() * options.length)];
  const chance = (p: number) => r() < p;
  const nl = chance(0.15) ? '\r\n' : '\n';
  const step = pick(2, 2, 2, 4, 1, 3);

  const comment = () => (chance(0.1) ? pick(' # note', ' #', ' # a: b') : '');
  const blankOrComment = (indent: string) =>
    chance(0.08) ? pick('', `${indent}# comment`, `# at column 0`, '   ') + nl : '';

  function plainOk(s: string) {
    return SAFE_PLAIN.test(s) && !RESERVED.test(s) && !/\s$/.test(s) && !s.includes(' #') && !s.includes(': ');
  }

  function quoted(s: string, indent: string): string {
    if (!s.includes('\n') && !s.includes("'") && chance(0.4)) return `'${s}'`;
    if (!s.includes('\n') && chance(0.3)) return `'${s.replace(/'/g, "''")}'`;
    let q = JSON.stringify(s);
    // Folded lines inside the quotes: a space becomes a line break (the value stays the same).
    if (chance(0.2)) q = q.replace(/ (?=\S)/, `${nl}${indent}  `);
    return q;
  }

  function scalar(v: unknown, indent: string, inFlow: boolean): string {
    if (v === null) return pick('null', '~', 'Null', 'NULL');
    if (typeof v === 'boolean') return pick(String(v), v ? 'True' : 'False', v ? 'TRUE' : 'FALSE');
    if (typeof v === 'number') return String(v);
    const s = String(v);
    if (!inFlow && s.includes('\n') && chance(0.6) && !/^\s|[ \t]\n/.test(s)) return blockScalar(s, indent);
    if (plainOk(s) && !(inFlow && /[,[\]{}]/.test(s)) && chance(0.7)) {
      // A long plain scalar folded over lines.
      if (!inFlow && chance(0.15) && s.includes(' ')) return s.replace(' ', `${nl}${indent}${' '.repeat(step)}`);
      return s;
    }
    return quoted(s, indent);
  }

  function blockScalar(s: string, indent: string): string {
    const inner = indent + ' '.repeat(step);
    const trailing = s.match(/\n*$/)![0].length;
    const chomp = trailing === 0 ? '-' : trailing === 1 ? pick('', '') : '+';
    const header = `${pick('|', '|', '>')}${chance(0.1) ? String(step) : ''}${chomp}`;
    const body = s.replace(/\n+$/, '');
    return `${header}${comment()}${nl}${body
      .split('\n')
      .map((l) => (l ? inner + l : pick('', inner)))
      .join(nl)}${nl.repeat(Math.max(0, trailing - 1))}`;
  }

  function key(k: string): string {
    if (/^[1-9]\d{0,4}$/.test(k) && chance(0.5)) return k;
    return plainOk(k) && chance(0.8) ? k : quoted(k, '').replace(/\r?\n\s*/g, ' ');
  }

  function flow(v: unknown): string {
    if (Array.isArray(v)) return `[${v.map(flow).join(pick(', ', ',', ` ,${nl}  `))}]`;
    if (v !== null && typeof v === 'object')
      return `{${Object.entries(v)
        .map(([k, x]) => `${key(k)}: ${flow(x)}`)
        .join(pick(', ', ','))}}`;
    if (typeof v === 'string' && v.includes('\n')) return JSON.stringify(v);
    return scalar(v, '', true);
  }

  const small = (v: unknown) => JSON.stringify(v).length < 40;

  /** The text after `key:` or `-`: a space and an inline value, or a line break and a block. */
  function after(v: unknown, indent: string, inSequence: boolean): string {
    if (v === null && !inSequence && chance(0.3)) return comment() + nl;
    if (v !== null && typeof v === 'object') {
      const empty = Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0;
      if (empty || (small(v) && chance(0.3))) return ` ${flow(v)}${comment()}${nl}`;
      if (Array.isArray(v)) {
        // A sequence under a key may sit at the key's own indentation.
        const at = !inSequence && chance(0.4) ? indent : indent + ' '.repeat(step);
        return comment() + nl + block(v, at);
      }
      if (inSequence && chance(0.5)) return ' ' + block(v, indent + '  ').slice(indent.length + 2);
      return comment() + nl + block(v, indent + ' '.repeat(step));
    }
    return ` ${scalar(v, indent, false)}${comment()}${nl}`;
  }

  function block(v: unknown, indent: string): string {
    if (Array.isArray(v)) return v.map((x) => `${blankOrComment(indent)}${indent}-${after(x, indent, true)}`).join('');
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${blankOrComment(indent)}${indent}${key(k)}${pick(':', ':', ' :')}${after(x, indent, false)}`)
      .join('');
  }

  let text = block(value, '');
  if (chance(0.2)) text = `---${nl}${text}`;
  if (chance(0.1)) text = `# leading comment${nl}${nl}${text}`;
  if (chance(0.1)) text = text.replace(/\r?\n$/, '');
  return text;
}
