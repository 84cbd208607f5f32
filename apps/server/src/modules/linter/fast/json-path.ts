/**
 * The JSONPath subset of the rulesets' `given` expressions (spectral:oas, spectral:asyncapi), compiled once into
 * segments that one traversal can advance for every expression at once: `$`, `.name`, `[*]`/`.*`, `[a,b]`, `['x']`,
 * `..` (any depth), `[?(filter)]` with `@` and `@property`, and a trailing `^` (the match's parent). Anything else
 * (`@path`, `@parent`, a `^` inside the path, ...) is refused, and the job runs on Spectral instead.
 */

export type Segment =
  | { kind: 'names'; names: ReadonlySet<string> | null } // null: any member
  | { kind: 'filter'; test: (value: unknown, key: string | number) => boolean }
  | { kind: 'deep' }; // the next segment matches at any depth below

export interface CompiledPath {
  segments: Segment[];
  /** A trailing `^`: the match is the parent of the node the segments reach. */
  parent: boolean;
}

export class UnsupportedPathError extends Error {}

/** Where the bracket that opens at `from` closes, skipping quoted text and nested brackets and parentheses. */
function closingBracket(expr: string, from: number): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < expr.length; i++) {
    const c = expr[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  throw new UnsupportedPathError(`unbalanced brackets in ${expr}`);
}

function compileFilter(source: string): Segment {
  if (/@(?!property\b)[a-zA-Z]/.test(source)) throw new UnsupportedPathError(`filter ${source}`);
  const body = source.replace(/@property\b/g, '$p').replace(/@/g, '$v');
  // The rulesets are code shipped with the server (never user input), as nimma compiles them too. One function with
  // the try inside: the traversal calls it for every node an expression reaches (no wrapper closure per call).
  // A filter that throws (e.g. a member of null) does not select.
  const test = new Function('$v', '$p', `try { return !!(${body}); } catch { return false; }`) as (
    v: unknown,
    p: string | number,
  ) => boolean;
  return { kind: 'filter', test };
}

const unquote = (s: string) => (/^(['"]).*\1$/.test(s) ? s.slice(1, -1) : s);

function names(list: string): Segment {
  const items = list.split(',').map((s) => unquote(s.trim()));
  return { kind: 'names', names: items.includes('*') ? null : new Set(items) };
}

export function compilePath(expr: string): CompiledPath {
  if (!expr.startsWith('$')) throw new UnsupportedPathError(expr);
  const segments: Segment[] = [];
  let parent = false;
  let i = 1;
  while (i < expr.length) {
    if (parent) throw new UnsupportedPathError(`^ inside ${expr}`);
    const c = expr[i];
    if (expr.startsWith('..', i)) {
      segments.push({ kind: 'deep' });
      i += 2;
      if (expr[i] !== '[') i = readName(expr, i, segments);
    } else if (c === '.') {
      i++;
      if (expr[i] !== '[') i = readName(expr, i, segments);
    } else if (c === '[') {
      const end = closingBracket(expr, i);
      const inner = expr.slice(i + 1, end);
      segments.push(inner.startsWith('?(') ? compileFilter(inner.slice(2, -1)) : names(inner));
      i = end + 1;
    } else if (c === '^') {
      parent = true;
      i++;
    } else throw new UnsupportedPathError(expr);
  }
  return { segments, parent };
}

function readName(expr: string, from: number, segments: Segment[]): number {
  let end = from;
  while (end < expr.length && !'.[^'.includes(expr[end])) end++;
  if (end === from) throw new UnsupportedPathError(expr);
  segments.push(names(expr.slice(from, end)));
  return end;
}

export function segmentMatches(segment: Segment, key: string | number, value: unknown): boolean {
  if (segment.kind === 'names') return segment.names === null || segment.names.has(String(key));
  if (segment.kind === 'filter') return segment.test(value, key);
  return false;
}
