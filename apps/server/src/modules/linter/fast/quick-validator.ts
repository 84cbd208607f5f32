/**
 * A validity check that needs no compilation, for the schemas Spectral's example rules validate (issue 21).
 * Compiling a schema with Ajv (code generation, then `new Function`) was most of the fast engine's time on GitHub's
 * description, although nearly every example is valid. So a schema is first turned into a tree of closures, which
 * costs about what reading it costs, and an example that passes is done. Only an example that fails (or a schema
 * using a keyword this file does not implement) goes to Ajv, whose errors Spectral turns into its messages.
 *
 * The contract is one-sided: `true` must mean Ajv (with Spectral's options: strict off, no unicode regular
 * expressions, ajv-formats' full formats) accepts the data; `false` only means "ask Ajv". Where Ajv's behaviour is
 * subtle (NaN, boolean schemas in draft 4, keywords such as $ref), the check answers false or refuses the schema.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export type QuickCheck = (data: unknown) => boolean;
type Schema = Record<string, unknown>;

const require = createRequire(import.meta.url);
const formatsPath = path.join(path.dirname(require.resolve('@stoplight/spectral-functions')), 'schema/ajv.js');
// ajv-formats as Spectral's own Ajv instances resolve it.
const { fullFormats } = createRequire(formatsPath)('ajv-formats/dist/formats') as {
  fullFormats: Record<string, FormatDefinition>;
};
type FormatTest = RegExp | ((value: never) => boolean);
type FormatDefinition = FormatTest | boolean | { type?: string; validate: FormatTest };

/**
 * Keywords Ajv acts on that `build` does not implement: a schema using one goes to Ajv. `build` implements type,
 * nullable, enum, const, the number, string, array and object limits, format, properties, patternProperties,
 * additionalProperties, items (one schema), allOf, anyOf, oneOf and not; Ajv ignores every other keyword (strict off).
 */
const REFUSED = new Set([
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  '$dynamicAnchor',
  '$recursiveAnchor',
  '$anchor',
  '$schema',
  '$id',
  'id',
  '$vocabulary',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'additionalItems',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contentSchema',
  'errorMessage',
  'discriminator',
  // Ajv walks these for ids and anchors even when nothing refers to them.
  'definitions',
  '$defs',
]);

class Refused extends Error {}

const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

function isType(type: string, data: unknown): boolean {
  switch (type) {
    case 'null':
      return data === null;
    case 'array':
      return Array.isArray(data);
    case 'object':
      return typeof data === 'object' && data !== null && !Array.isArray(data);
    case 'integer':
      return typeof data === 'number' && !(data % 1) && !Number.isNaN(data);
    case 'number':
      return typeof data === 'number';
    default:
      return typeof data === type;
  }
}

/** Deep equality that never calls NaN equal (Ajv sometimes does: then the check says false and Ajv decides). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => same(v, other[i]));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && same((a as Schema)[k], (b as Schema)[k]));
}

const patterns = new Map<string, RegExp>();
function regExp(source: unknown): RegExp {
  if (typeof source !== 'string') throw new Refused();
  let re = patterns.get(source);
  if (!re) {
    try {
      re = new RegExp(source, '');
    } catch {
      throw new Refused();
    }
    patterns.set(source, re);
  }
  return re;
}

const codePoints = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

function formatCheck(name: unknown): QuickCheck | undefined {
  if (typeof name !== 'string' || !Object.hasOwn(fullFormats, name)) return undefined; // unknown: Ajv ignores it
  const def = fullFormats[name];
  if (typeof def === 'boolean') return def ? undefined : () => false;
  const { type, validate } =
    def instanceof RegExp || typeof def === 'function' ? { type: 'string', validate: def } : def;
  const test = validate instanceof RegExp ? (v: never) => validate.test(v) : validate;
  const dataType = type ?? 'string';
  return (data) => typeof data !== dataType || test(data as never) === true;
}

const number = (v: unknown) => {
  if (typeof v !== 'number') throw new Refused();
  return v;
};

/** The schema's checks as closures; throws Refused where Ajv would act in ways this file does not follow. */
function build(schema: unknown, draft4: boolean): QuickCheck {
  if (schema === true) return () => true;
  if (schema === false) return () => false;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Refused();
  const s = schema as Schema;
  const checks: QuickCheck[] = [];
  for (const key of Object.keys(s)) {
    if (REFUSED.has(key)) throw new Refused();
  }
  // type and nullable as Ajv reads them (getSchemaTypes): nullable without type, or against a null type, fails there.
  if (s.type !== undefined || s.nullable !== undefined) {
    const types = s.type === undefined ? [] : Array.isArray(s.type) ? [...(s.type as unknown[])] : [s.type];
    if (types.length === 0 || types.some((t) => typeof t !== 'string' || !TYPES.has(t))) throw new Refused();
    if (types.includes('null') ? s.nullable === false : s.nullable === true) {
      if (s.nullable === false) throw new Refused();
      types.push('null');
    }
    const names = types as string[];
    checks.push((d) => names.some((t) => isType(t, d)));
  }
  if (s.enum !== undefined) {
    if (!Array.isArray(s.enum)) throw new Refused();
    const values = s.enum as unknown[];
    checks.push((d) => values.some((v) => same(d, v)));
  }
  if (Object.hasOwn(s, 'const')) checks.push((d) => same(d, s.const));
  if (s.format !== undefined) {
    const check = formatCheck(s.format);
    if (check) checks.push(check);
  }
  numberChecks(s, draft4, checks);
  stringChecks(s, checks);
  arrayChecks(s, draft4, checks);
  objectChecks(s, draft4, checks);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (s[key] === undefined) continue;
    if (!Array.isArray(s[key])) throw new Refused();
    const parts = (s[key] as unknown[]).map((p) => build(p, draft4));
    if (key === 'allOf') checks.push((d) => parts.every((p) => p(d)));
    else if (key === 'anyOf') checks.push((d) => parts.some((p) => p(d)));
    else checks.push((d) => parts.filter((p) => p(d)).length === 1);
  }
  if (s.not !== undefined) {
    const part = build(s.not, draft4);
    checks.push((d) => !part(d));
  }
  return checks.length === 0 ? () => true : (d) => checks.every((c) => c(d));
}

function numberChecks(s: Schema, draft4: boolean, checks: QuickCheck[]) {
  const isNumber = (d: unknown): d is number => typeof d === 'number';
  if (s.multipleOf !== undefined) {
    const m = number(s.multipleOf);
    // Ajv's test, parseInt of the quotient included.
    checks.push((d) => !isNumber(d) || (m !== 0 && d / m === parseInt(String(d / m))));
  }
  if (draft4) {
    if (s.exclusiveMaximum !== undefined && typeof s.exclusiveMaximum !== 'boolean') throw new Refused();
    if (s.exclusiveMinimum !== undefined && typeof s.exclusiveMinimum !== 'boolean') throw new Refused();
    if (s.maximum !== undefined) {
      const max = number(s.maximum);
      checks.push(s.exclusiveMaximum ? (d) => !isNumber(d) || d < max : (d) => !isNumber(d) || d <= max);
    }
    if (s.minimum !== undefined) {
      const min = number(s.minimum);
      checks.push(s.exclusiveMinimum ? (d) => !isNumber(d) || d > min : (d) => !isNumber(d) || d >= min);
    }
    return;
  }
  const limit = (key: string, ok: (d: number, l: number) => boolean) => {
    if (s[key] === undefined) return;
    const l = number(s[key]);
    checks.push((d) => !isNumber(d) || ok(d, l));
  };
  limit('maximum', (d, l) => d <= l);
  limit('minimum', (d, l) => d >= l);
  limit('exclusiveMaximum', (d, l) => d < l);
  limit('exclusiveMinimum', (d, l) => d > l);
}

function stringChecks(s: Schema, checks: QuickCheck[]) {
  const isString = (d: unknown): d is string => typeof d === 'string';
  if (s.maxLength !== undefined) {
    const max = number(s.maxLength);
    checks.push((d) => !isString(d) || codePoints(d) <= max);
  }
  if (s.minLength !== undefined) {
    const min = number(s.minLength);
    checks.push((d) => !isString(d) || codePoints(d) >= min);
  }
  if (s.pattern !== undefined) {
    const re = regExp(s.pattern);
    checks.push((d) => !isString(d) || re.test(d));
  }
}

function arrayChecks(s: Schema, draft4: boolean, checks: QuickCheck[]) {
  if (s.maxItems !== undefined) {
    const max = number(s.maxItems);
    checks.push((d) => !Array.isArray(d) || d.length <= max);
  }
  if (s.minItems !== undefined) {
    const min = number(s.minItems);
    checks.push((d) => !Array.isArray(d) || d.length >= min);
  }
  if (s.uniqueItems === true) {
    checks.push(
      (d) =>
        !Array.isArray(d) ||
        (!d.some((v) => Number.isNaN(v)) && d.every((v, i) => d.every((w, j) => j <= i || !same(v, w)))),
    );
  } else if (s.uniqueItems !== undefined && s.uniqueItems !== false) throw new Refused();
  if (s.items !== undefined) {
    if (Array.isArray(s.items)) throw new Refused();
    const item = build(s.items, draft4);
    checks.push((d) => !Array.isArray(d) || d.every((v) => item(v)));
  }
}

function objectChecks(s: Schema, draft4: boolean, checks: QuickCheck[]) {
  const isObject = (d: unknown): d is Schema => typeof d === 'object' && d !== null && !Array.isArray(d);
  if (s.maxProperties !== undefined) {
    const max = number(s.maxProperties);
    checks.push((d) => !isObject(d) || Object.keys(d).length <= max);
  }
  if (s.minProperties !== undefined) {
    const min = number(s.minProperties);
    checks.push((d) => !isObject(d) || Object.keys(d).length >= min);
  }
  if (s.required !== undefined) {
    if (!Array.isArray(s.required) || s.required.some((r) => typeof r !== 'string')) throw new Refused();
    const required = s.required as string[];
    checks.push((d) => !isObject(d) || required.every((r) => d[r] !== undefined));
  }
  const properties = subschemas(s.properties, draft4);
  const patterned = subschemas(s.patternProperties, draft4);
  const patternList = patterned ? Object.keys(patterned).map((p) => [regExp(p), patterned[p]] as const) : [];
  if (properties) {
    const entries = Object.entries(properties);
    checks.push((d) => !isObject(d) || entries.every(([k, check]) => d[k] === undefined || check(d[k])));
  }
  if (patternList.length > 0) {
    checks.push(
      (d) =>
        !isObject(d) || Object.keys(d).every((k) => patternList.every(([re, check]) => !re.test(k) || check(d[k]))),
    );
  }
  if (s.additionalProperties !== undefined) {
    const extra = build(s.additionalProperties, draft4);
    const declared = (k: string) =>
      (properties !== undefined && Object.hasOwn(properties, k)) || patternList.some(([re]) => re.test(k));
    checks.push((d) => {
      if (!isObject(d)) return true;
      for (const k in d) if (!declared(k) && !extra(d[k])) return false;
      return true;
    });
  }
}

function subschemas(map: unknown, draft4: boolean): Record<string, QuickCheck> | undefined {
  if (map === undefined) return undefined;
  if (typeof map !== 'object' || map === null || Array.isArray(map)) throw new Refused();
  const out: Record<string, QuickCheck> = Object.create(null) as Record<string, QuickCheck>;
  for (const [k, v] of Object.entries(map)) out[k] = build(v, draft4);
  return out;
}

/**
 * The quick check of a schema for Spectral's dialect ('draft4', 'auto' = draft 7, 'draft2019-09', 'draft2020-12'),
 * or undefined where Ajv must compile it. The caller checks the schema against its meta-schema first: Ajv refuses
 * an invalid schema at compilation, and Spectral reports that.
 */
export function quickCheck(schema: unknown, dialect: string): QuickCheck | undefined {
  try {
    return build(schema, dialect === 'draft4');
  } catch (error) {
    if (error instanceof Refused) return undefined;
    throw error;
  }
}
