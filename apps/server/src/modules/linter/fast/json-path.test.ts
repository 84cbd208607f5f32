/**
 * Compiled filters: every `[?(...)]` of the recommended rulesets selects exactly what the filter's own expression
 * selects, evaluated as nimma does (a throw selects nothing), on generated nodes and keys (fast-check, seed 21)
 * and on the values that make a filter throw (null, undefined, an enum whose constructor is null).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linterFor } from '../spectral-lint.js';
import { compilePath } from './json-path.js';

const ruleset = (linterFor('recommended') as unknown as { ruleset: { rules: Record<string, { given: string[] }> } })
  .ruleset;
const filtered = [...new Set(Object.values(ruleset.rules).flatMap((r) => r.given))].filter(
  (g) => g.startsWith('$') && g.includes('[?('),
);

/** The filters' source texts, as written in the expressions. */
const filters = [...new Set(filtered.flatMap((g) => [...g.matchAll(/\[\?\((.*?)\)\](?=$|[.[^])/g)].map((m) => m[1])))];

/** The filter evaluated apart: its expression alone, any throw caught outside it. */
function reference(source: string) {
  const body = source.replace(/@property\b/g, '$p').replace(/@/g, '$v');
  const fn = new Function('$v', '$p', `return (${body});`) as (v: unknown, p: unknown) => unknown;
  return (value: unknown, key: string | number) => {
    try {
      return Boolean(fn(value, key));
    } catch {
      return false;
    }
  };
}

const compiledFilter = (source: string) => {
  const segment = compilePath(`$[?(${source})]`).segments[0];
  if (segment.kind !== 'filter') throw new Error(`not a filter: ${source}`);
  return segment.test;
};

const MEMBERS = [
  'enum',
  'type',
  'format',
  'example',
  'x-example',
  'default',
  '$ref',
  'properties',
  'items',
  'schema',
  'examples',
  'in',
  'discriminator',
  'xml',
  'schemaFormat',
  'constructor',
];
const leaf = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, 0, 1, '', 'x', true, false, NaN, [], {}, ['a'], { name: 'x' }),
  fc.string(),
);
const node = fc.oneof(
  leaf,
  fc.dictionary(fc.constantFrom(...MEMBERS), fc.oneof(leaf, fc.dictionary(fc.constantFrom(...MEMBERS), leaf))),
);
const key = fc.oneof(fc.constantFrom<string | number>('properties', '$ref', 'message', 'publish', 0, 1), fc.string());

describe('compiled JSONPath filters', () => {
  it('finds the rulesets filters', () => {
    expect(filters.length).toBeGreaterThan(10);
    expect(filters).toContain("@property === '$ref'");
  });

  it('select what the filter expression selects, on generated nodes (fast-check, seed 21)', () => {
    const pairs = filters.map((f) => [reference(f), compiledFilter(f)] as const);
    fc.assert(
      fc.property(node, key, (value, k) => {
        for (const [ref, test] of pairs) expect(test(value, k)).toBe(ref(value, k));
      }),
      { seed: 21, numRuns: 3000 },
    );
  });

  it('select nothing where the expression throws', () => {
    const throwing = [null, undefined, { enum: { constructor: null } }];
    for (const f of filters) {
      const test = compiledFilter(f);
      const ref = reference(f);
      for (const v of throwing) for (const k of ['message', 'x']) expect(test(v, k)).toBe(ref(v, k));
    }
    expect(compiledFilter('@.schemaFormat === void 0')(null, 'message')).toBe(false);
    expect(compiledFilter("@.enum.constructor.name === 'Array'")({ enum: { constructor: null } }, 'x')).toBe(false);
  });
});
