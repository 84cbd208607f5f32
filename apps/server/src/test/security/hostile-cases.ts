/**
 * Hostile request bodies, derived from a valid body and the route's zod schema: raw texts that are no JSON object,
 * schema violations (wrong types, missing required fields, strings and arrays over their maximum) and unicode edge
 * cases. A case with a `value` is judged by the schema itself: what the schema refuses must be refused with a 4xx.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { elementOf, isOptionalField, jsonTypeOf, maxLengthOf, shapeOf } from './zod-arbitrary.js';

export interface HostileCase {
  name: string;
  /** The request body text. */
  text: string;
  contentType?: string;
  /** The parsed value, when the text is JSON (so the schema can say whether it is valid). */
  value?: unknown;
}

type Json = Record<string, unknown>;
type Path = Array<string | number>;

const DEPTH = 10_000;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const TWO_MB = 2 * 1024 * 1024;

const asCase = (name: string, value: unknown): HostileCase => ({ name, text: JSON.stringify(value), value });

/** Texts no JSON object schema accepts, whatever the route. */
export function malformedCases(valid: unknown): HostileCase[] {
  const text = JSON.stringify(valid);
  return [
    { name: 'truncated JSON', text: text.slice(0, Math.max(1, Math.floor(text.length / 2))) },
    { name: 'trailing garbage', text: `${text}}garbage` },
    { name: 'two documents', text: `${text}${text}` },
    { name: 'bare string', text: '"just a string"', value: 'just a string' },
    { name: 'bare number', text: '42', value: 42 },
    // The server reads a null body as no body at all (parseWith: value ?? {}); judged as an empty body.
    { name: 'null', text: 'null', value: {} },
    { name: 'array of the body', text: `[${text}]`, value: [valid] },
    { name: `${DEPTH} nested arrays`, text: nested(DEPTH) },
    // An unknown key holding 10k levels: judged as the schema judges any value under an unknown key.
    { name: `${DEPTH} nested objects`, text: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH), value: { a: 1 } },
    { name: 'empty body', text: '' },
    { name: 'NUL byte outside strings', text: `${text.slice(0, 1)}\u0000${text.slice(1)}` },
    { name: 'single quotes', text: text.replaceAll('"', "'") },
    { name: '__proto__ key', text: `{"__proto__":{"isAdmin":true,"polluted":true},${text.slice(1)}` },
    {
      name: 'constructor.prototype key',
      text: `{"constructor":{"prototype":{"isAdmin":true,"polluted":true}},${text.slice(1)}`,
    },
  ];
}

/** The same valid JSON text under content types the JSON routes do not take. */
export function contentTypeCases(valid: unknown): HostileCase[] {
  const text = JSON.stringify(valid);
  return [
    { name: 'text/plain', text, contentType: 'text/plain' },
    { name: 'form-urlencoded', text: 'name=x&role=admin', contentType: 'application/x-www-form-urlencoded' },
    { name: 'xml', text: '<body><name>x</name></body>', contentType: 'application/xml' },
    { name: 'octet-stream', text, contentType: 'application/octet-stream' },
    {
      name: 'multipart',
      text: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    },
  ];
}

/** Paths to every leaf of a JSON value (object keys, array indexes). */
export function leaves(value: unknown, path: Path = []): Array<{ path: Path; value: unknown }> {
  if (Array.isArray(value)) {
    const own = [{ path, value }];
    return value.length ? [...own, ...value.flatMap((v, i) => leaves(v, [...path, i]))] : own;
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy: Json | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Json) };
  const [head, ...rest] = path;
  (copy as Record<string | number, unknown>)[head] = setAt(
    (value as Record<string | number, unknown>)[head],
    rest,
    next,
  );
  return copy;
}

const strings = (valid: unknown) => leaves(valid).filter((l) => typeof l.value === 'string');
const arrays = (valid: unknown) => leaves(valid).filter((l) => Array.isArray(l.value));

/** Characters PostgreSQL cannot store (refused by the server): tried in each string, one at a time. */
const UNSTORABLE: Array<[string, string]> = [
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
];
/** Odd but storable text: tried in every string at once. */
const ODD: Array<[string, string]> = [
  ['lone low surrogate', 'x\udfff'],
  ['RTL override', '\u202egnp.exe'],
  ['4-byte emoji', '\u{1F600}\u{1F4A9}'],
  ['zero-width joiner and combining marks', 'a\u200db\u0301\u0301'],
];

/**
 * Unicode edge cases in the body's strings; each case takes a fresh valid body (so a case that is accepted does not
 * make the next one a duplicate).
 */
export function unicodeCases(fresh: () => unknown, maxStrings = 4): Array<() => HostileCase> {
  const paths = strings(fresh())
    .slice(0, maxStrings)
    .map((l) => l.path);
  const withEdge = (base: unknown, targets: Path[], edge: string) =>
    targets.reduce((body, path) => setAt(body, path, `${String(leafAt(body, path))}${edge}`), base);
  return [
    ...paths.flatMap((path) =>
      UNSTORABLE.map(
        ([label, edge]) =>
          () =>
            asCase(`${label} in ${path.join('.')}`, withEdge(fresh(), [path], edge)),
      ),
    ),
    ...ODD.map(
      ([label, edge]) =>
        () =>
          asCase(`${label} in every string`, withEdge(fresh(), paths, edge)),
    ),
  ];
}

const leafAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);

/** Oversized values: a 2 MB string and a 100k-element array in each field, and very long keys. */
export function oversizeCases(valid: unknown): HostileCase[] {
  const out: HostileCase[] = strings(valid)
    .slice(0, 1)
    .map(({ path }) => asCase(`2 MB string in ${path.join('.')}`, setAt(valid, path, 'a'.repeat(TWO_MB))));
  for (const { path, value } of arrays(valid)) {
    const element = (value as unknown[])[0] ?? 0;
    out.push(asCase(`100k elements in ${path.join('.') || 'body'}`, setAt(valid, path, Array(100_000).fill(element))));
  }
  out.push(asCase('a 100k-character key', { ...(valid as Json), ['k'.repeat(100_000)]: 1 }));
  out.push(
    asCase('10k extra keys', {
      ...(valid as Json),
      ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])),
    }),
  );
  return out;
}

/** Top-level fields over their declared maximum (strings and arrays), and each required field dropped. */
export function schemaLimitCases(schema: z.ZodType, valid: unknown): HostileCase[] {
  const shape = shapeOf(schema) ?? {};
  const out: HostileCase[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const max = maxLengthOf(field);
    if (max !== undefined && jsonTypeOf(field) === 'string')
      out.push(asCase(`${key} over its max ${max}`, { ...(valid as Json), [key]: 'x'.repeat(max + 1) }));
    if (max !== undefined && jsonTypeOf(field) === 'array') {
      const sample = ((valid as Json)[key] as unknown[] | undefined)?.[0] ?? (elementOf(field) ? 'x' : 0);
      out.push(asCase(`${key} over its max ${max} items`, { ...(valid as Json), [key]: Array(max + 1).fill(sample) }));
    }
    if (!isOptionalField(field)) {
      const dropped = { ...(valid as Json) };
      delete dropped[key];
      out.push(asCase(`${key} missing`, dropped));
    }
  }
  return out;
}

/** Values of every JSON type but the one a leaf has. */
const wrongValue = (original: unknown): fc.Arbitrary<unknown> =>
  fc
    .oneof(
      fc.constant(null),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.constantFrom(1e308, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
      fc.boolean(),
      fc.string({ maxLength: 8 }),
      fc.constant([]),
      fc.constant({}),
      fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { minKeys: 1, maxKeys: 2 }),
    )
    .filter((v) => typeOf(v) !== typeOf(original));

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A body with one leaf (or the whole of a field) replaced by a value of another JSON type. */
export function wrongTypeArbitrary(valid: unknown): fc.Arbitrary<{ path: Path; body: unknown }> {
  const all = leaves(valid);
  // Also whole top-level fields (an object or array replaced by a scalar).
  const fields = Object.keys((valid as Json) ?? {}).map((k) => ({ path: [k] as Path, value: (valid as Json)[k] }));
  const targets = [...all, ...fields];
  return fc
    .constantFrom(...targets)
    .chain((t) => wrongValue(t.value).map((v) => ({ path: t.path, body: setAt(valid, t.path, v) })));
}
