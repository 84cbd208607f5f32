/**
 * fast-check arbitraries from the contracts' zod 4 schemas (zod-fast-check targets zod 3), and the schema facts the
 * hostile-input tests mutate: which fields an object has, of which JSON type, and how long a string or array may be.
 * Generated values follow the schema's structure and checks; refinements are not modelled, so callers keep only
 * samples the schema itself accepts (validSamples).
 */
import fc from 'fast-check';
import type { z } from 'zod';

type Any = z.core.$ZodType;
// Reads zod's internal definition (stable within zod 4): `{ type, checks, shape, element, ... }`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = Record<string, any> & { type: string };
const defOf = (s: Any): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const optin = (s: Any): string | undefined => (s as unknown as { _zod: { optin?: string } })._zod.optin;

interface Checks {
  min?: number;
  max?: number;
  format?: string;
  patterns: RegExp[];
  int: boolean;
}

function checksOf(s: Any): Checks {
  const out: Checks = { patterns: [], int: false };
  const own = defOf(s);
  const all = [own, ...((own.checks ?? []) as Any[]).map((c) => defOf(c))];
  for (const d of all) {
    if (d.check === 'min_length' || d.check === 'length_equals') out.min = d.minimum ?? d.length;
    if (d.check === 'max_length' || d.check === 'length_equals') out.max = d.maximum ?? d.length;
    if (d.check === 'greater_than') out.min = d.inclusive ? d.value : d.value + 1;
    if (d.check === 'less_than') out.max = d.inclusive ? d.value : d.value - 1;
    if (d.check === 'number_format' && String(d.format).includes('int')) out.int = true;
    if (d.check === 'string_format') {
      if (d.format !== 'regex') out.format = d.format;
      if (d.pattern instanceof RegExp) out.patterns.push(d.pattern);
    }
  }
  return out;
}

/** The schema a request sends (the input side): wrappers and transforms peeled off. */
export function inputSchema(s: Any): Any {
  const d = defOf(s);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inputSchema(d.innerType);
    case 'pipe':
      return inputSchema(defOf(d.in).type === 'transform' ? d.out : d.in);
    case 'lazy':
      return inputSchema(d.getter());
    default:
      return s;
  }
}

export const isOptionalField = (s: Any) => optin(s) === 'optional';
export const acceptsNull = (s: Any): boolean => {
  const d = defOf(s);
  if (d.type === 'nullable' || d.type === 'null' || d.type === 'any' || d.type === 'unknown') return true;
  if ('innerType' in d) return acceptsNull(d.innerType);
  if (d.type === 'pipe') return acceptsNull(d.in);
  return false;
};

/** The object shape of a body schema (after wrappers), or undefined for a non-object body. */
export function shapeOf(s: Any): Record<string, Any> | undefined {
  const d = defOf(inputSchema(s));
  if (d.type === 'object') return d.shape as Record<string, Any>;
  if (d.type === 'intersection') {
    const [l, r] = [shapeOf(d.left), shapeOf(d.right)];
    return l || r ? { ...l, ...r } : undefined;
  }
  return undefined;
}

/** The JSON type a field takes, for wrong-type mutations. */
export function jsonTypeOf(s: Any): string {
  const d = defOf(inputSchema(s));
  if (d.type === 'int' || d.type === 'number' || d.type === 'bigint') return 'number';
  if (d.type === 'enum' || d.type === 'literal' || d.type === 'template_literal') {
    const values = (d.values ?? Object.values(d.entries ?? {})) as unknown[];
    return typeof values[0];
  }
  if (d.type === 'object' || d.type === 'record') return 'object';
  if (d.type === 'array' || d.type === 'tuple' || d.type === 'set') return 'array';
  return d.type;
}

/** The declared maximum length of a string or array field, if any. */
export function maxLengthOf(s: Any): number | undefined {
  const inner = inputSchema(s);
  const d = defOf(inner);
  if (d.type !== 'string' && d.type !== 'array') return undefined;
  return checksOf(inner).max;
}

/** The element schema of an array field. */
export const elementOf = (s: Any): Any | undefined => {
  const d = defOf(inputSchema(s));
  return d.type === 'array' ? (d.element as Any) : undefined;
};

const SAFE_TEXT = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{2,14}$/);

function stringArbitrary(c: Checks): fc.Arbitrary<string> {
  const min = c.min ?? 0;
  const max = c.max ?? Math.max(min, 24);
  const fit = (a: fc.Arbitrary<string>) => a.filter((v) => v.length >= min && v.length <= max);
  switch (c.format) {
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fit(fc.tuple(SAFE_TEXT, SAFE_TEXT).map(([a, b]) => `${a.toLowerCase()}@${b.toLowerCase()}.example.com`));
    case 'url':
      return fit(SAFE_TEXT.map((h) => `https://${h.toLowerCase()}.example.com/callback`));
    case 'datetime':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (c.patterns.length > 0) {
    // stringMatching refuses the i flag; the case-sensitive pattern's matches match the original too.
    const [first, ...rest] = c.patterns;
    const usable = new RegExp(first.source, first.flags.replace('i', ''));
    return fit(fc.stringMatching(usable, { size: 'xsmall' })).filter((v) => rest.every((p) => p.test(v)));
  }
  const text = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1 });
  return fc
    .tuple(SAFE_TEXT, text)
    .map(([a, b]) => (a + b).slice(0, max))
    .filter((v) => v.length >= min);
}

function numberArbitrary(c: Checks): fc.Arbitrary<number> {
  const min = c.min ?? 0;
  const max = c.max ?? Math.max(min, 0) + 100;
  return c.int ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values the schema's structure accepts (depth bounds recursion through lazy schemas). */
export function arbitraryOf(s: Any, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(s);
  const inner = (x: Any) => arbitraryOf(x, depth + 1);
  switch (d.type) {
    case 'string':
      return stringArbitrary(checksOf(s));
    case 'number':
    case 'int':
      return numberArbitrary(checksOf(s));
    case 'bigint':
      return fc.integer({ min: 0, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, unknown>));
    case 'date':
      return fc.date({ noInvalidDate: true }).map((x) => x.toISOString());
    case 'object': {
      const shape = d.shape as Record<string, Any>;
      const keys = Object.keys(shape);
      const arbs = Object.fromEntries(keys.map((k) => [k, inner(shape[k])]));
      return fc.record(arbs, { requiredKeys: keys.filter((k) => !isOptionalField(shape[k])) });
    }
    case 'array': {
      const c = checksOf(s);
      const min = c.min ?? 0;
      return fc.array(inner(d.element), { minLength: min, maxLength: Math.min(c.max ?? min + 3, min + 3) });
    }
    case 'tuple':
      return fc.tuple(...(d.items as Any[]).map(inner));
    case 'union':
      return fc.oneof(...(d.options as Any[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(d.left), inner(d.right)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'record': {
      const key = defOf(d.keyType).type === 'enum' ? inner(d.keyType) : SAFE_TEXT;
      return fc.dictionary(key as fc.Arbitrary<string>, inner(d.valueType), { maxKeys: 3 });
    }
    case 'optional':
      return fc.option(inner(d.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(d.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(d.innerType);
    case 'pipe':
      // A transform's input is the pipe's output schema (preprocess); otherwise values of either side may fit.
      if (defOf(d.in).type === 'transform') return inner(d.out);
      return defOf(d.out).type === 'transform' ? inner(d.in) : fc.oneof(inner(d.in), inner(d.out));
    case 'lazy':
      return depth > 4 ? fc.constant(undefined) : inner(d.getter());
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      return SAFE_TEXT;
  }
}

/** Seeded samples that the schema accepts (structure from the arbitrary, refinements by the schema itself). */
export function validSamples(schema: z.ZodType, seed: number, count = 1, tries = 200): unknown[] {
  const out: unknown[] = [];
  for (const value of fc.sample(arbitraryOf(schema), { seed, numRuns: tries })) {
    if (schema.safeParse(value).success) out.push(value);
    if (out.length >= count) break;
  }
  return out;
}

/** Every key a body schema declares at its top level (any option of a union). */
export function declaredKeys(s: Any): Set<string> {
  const d = defOf(inputSchema(s));
  if (d.type === 'union') return new Set((d.options as Any[]).flatMap((o) => [...declaredKeys(o)]));
  return new Set(Object.keys(shapeOf(s) ?? {}));
}

/** Paths of keys in a value that its schema does not declare (objects that allow any key excepted). */
export function undeclaredKeys(s: Any, value: unknown, path = '$'): string[] {
  const inner = inputSchema(s);
  const d = defOf(inner);
  if (value === null || value === undefined) return [];
  if (d.type === 'union') {
    const options = d.options as Any[];
    const fit = options.find((o) => (o as unknown as z.ZodType).safeParse(value).success) ?? options[0];
    return undeclaredKeys(fit, value, path);
  }
  if (d.type === 'array' && Array.isArray(value))
    return value.flatMap((v, i) => undeclaredKeys(d.element as Any, v, `${path}[${i}]`));
  if (d.type === 'record' && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => undeclaredKeys(d.valueType as Any, v, `${path}.${k}`));
  const shape = shapeOf(inner);
  if (!shape || typeof value !== 'object' || Array.isArray(value)) return [];
  const open = d.catchall && defOf(d.catchall).type !== 'never';
  return Object.entries(value).flatMap(([k, v]) =>
    k in shape ? undeclaredKeys(shape[k], v, `${path}.${k}`) : open ? [] : [`${path}.${k}`],
  );
}
