/**
 * The quick check against Ajv with Spectral's options (Spectral's own createAjvInstances): whenever the quick check
 * accepts data, Ajv accepts it too, on generated schemas and data of every dialect Spectral's example rules use
 * (fast-check, fixed seed). It must also accept most valid data, or it saves nothing.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickCheck } from './quick-validator.js';

type Validator = (data: unknown) => boolean;
const require = createRequire(import.meta.url);
const { createAjvInstances } = require(
  path.join(path.dirname(require.resolve('@stoplight/spectral-functions')), 'schema/ajv.js'),
) as { createAjvInstances: () => (schema: object, dialect: string, allErrors: boolean) => Validator };

const DIALECTS = ['draft4', 'auto', 'draft2019-09', 'draft2020-12'];
const SEED = 2127;

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ min: -5, max: 5, noNaN: true }),
  fc.constantFrom(Number.NaN, 2.5, 1e21),
  fc.constantFrom('', 'a', 'abc', '2026-11-27', '2026-11-27T01:02:03Z', 'x@y.io', 'https://a.b/c', '𝄞𝄞', 'toString'),
);
const data: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: scalar, weight: 3 },
    { arbitrary: tie('array'), weight: 1 },
    { arbitrary: tie('object'), weight: 1 },
  ),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x-1', 'constructor'), tie('value'), { maxKeys: 3 }),
})).value;

const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'];
const keywordValue: Record<string, fc.Arbitrary<unknown>> = {
  type: fc.oneof(fc.constantFrom(...TYPES), fc.subarray(TYPES, { minLength: 1, maxLength: 3 })),
  nullable: fc.boolean(),
  enum: fc.array(scalar, { minLength: 1, maxLength: 3 }),
  const: scalar,
  multipleOf: fc.constantFrom(0.5, 1, 2, 0.1),
  maximum: fc.integer({ min: -3, max: 3 }),
  minimum: fc.integer({ min: -3, max: 3 }),
  exclusiveMaximum: fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 })),
  exclusiveMinimum: fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 })),
  maxLength: fc.nat(3),
  minLength: fc.nat(3),
  pattern: fc.constantFrom('^a', 'b', '^[0-9-]+$', '(', '\\p{L}'),
  format: fc.constantFrom('date', 'date-time', 'email', 'uri', 'int32', 'password', 'unknown-format', 'byte'),
  maxItems: fc.nat(3),
  minItems: fc.nat(3),
  uniqueItems: fc.boolean(),
  maxProperties: fc.nat(3),
  minProperties: fc.nat(3),
  required: fc.subarray(['a', 'b', 'c', 'toString']),
};
const schema: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.record({ items: tie('schema') }),
    fc.record({ properties: fc.dictionary(fc.constantFrom('a', 'b', 'constructor'), tie('schema'), { maxKeys: 2 }) }),
    fc.record(
      {
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
        patternProperties: fc.dictionary(fc.constantFrom('^x-', 'b'), tie('schema'), { maxKeys: 1 }),
      },
      { requiredKeys: ['additionalProperties'] },
    ),
    fc.record({ allOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }) }),
    fc.record({ anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }) }),
    fc.record({ oneOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }) }),
    fc.record({ not: tie('schema') }),
    fc.boolean(),
  ),
  leaf: fc
    .subarray(Object.keys(keywordValue), { minLength: 1, maxLength: 2 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, keywordValue[k]])))),
})).schema;

describe('quick check vs Ajv (Spectral options)', () => {
  it.each(DIALECTS)('%s: data the quick check accepts, Ajv accepts', (dialect) => {
    const assign = createAjvInstances();
    let accepted = 0;
    let agreedValid = 0;
    let ajvValid = 0;
    let compiled = 0;
    fc.assert(
      fc.property(schema, fc.array(data, { minLength: 1, maxLength: 4 }), (s, values) => {
        if (typeof s !== 'object' || s === null) return; // Spectral passes schema objects only
        let ajv: Validator;
        try {
          ajv = assign(s, dialect, false);
        } catch {
          return; // Ajv refuses the schema: the cache sends such schemas to Ajv (meta-schema check first)
        }
        compiled++;
        const quick = quickCheck(s, dialect);
        for (const value of values) {
          const valid = ajv(value);
          if (valid) ajvValid++;
          if (!quick) continue;
          if (quick(value)) {
            accepted++;
            expect({ schema: s, value, ajv: valid }).toEqual({ schema: s, value, ajv: true });
          }
          if (valid && quick(value)) agreedValid++;
        }
      }),
      { seed: SEED, numRuns: 600 },
    );
    expect(compiled).toBeGreaterThan(300);
    expect(accepted).toBeGreaterThan(500);
    // Of the data Ajv accepts, the quick check decides most without Ajv.
    expect(agreedValid / ajvValid).toBeGreaterThan(0.8);
  });

  it('refuses what it does not implement, and schemas Ajv would not compile as they are', () => {
    expect(quickCheck({ $ref: '#/a' }, 'auto')).toBeUndefined();
    expect(quickCheck({ properties: { a: { if: {} } } }, 'auto')).toBeUndefined();
    expect(quickCheck({ nullable: true }, 'draft4')).toBeUndefined();
    expect(quickCheck({ pattern: '(' }, 'auto')).toBeUndefined();
    expect(quickCheck({ items: [{}] }, 'auto')).toBeUndefined();
  });

  // Each keyword at its boundaries: the quick check gives Ajv's answer (a false here would only cost time, but an
  // off-by-one in the accepting direction would hide an example's error).
  const BOUNDARIES: Array<[object, unknown[]]> = [
    [{ type: 'integer' }, [1, 1.5, '1', Infinity]],
    [{ type: ['string', 'null'] }, ['a', null, 0]],
    [{ enum: ['a', 1, null] }, ['a', 1, null, 'b']],
    [{ const: { a: [1] } }, [{ a: [1] }, { a: [2] }]],
    [{ multipleOf: 0.5 }, [1.5, 1.25, 'x']],
    [{ maximum: 3 }, [3, 3.01]],
    [{ minimum: 3 }, [3, 2.99]],
    [{ exclusiveMaximum: 3 }, [2.99, 3]],
    [{ exclusiveMinimum: 3 }, [3.01, 3]],
    [{ maxLength: 2 }, ['ab', 'abc', '𝄞𝄞', '𝄞𝄞𝄞']],
    [{ minLength: 2 }, ['ab', 'a', '𝄞', 1]],
    [{ pattern: '^a+$' }, ['aa', 'ab']],
    [{ format: 'date-time' }, ['2026-11-27T01:02:03Z', '2026-11-27', 3]],
    [{ format: 'int32' }, [2147483647, 2147483648]],
    [
      { maxItems: 2 },
      [
        [1, 2],
        [1, 2, 3],
      ],
    ],
    [{ minItems: 2 }, [[1, 2], [1]]],
    [
      { uniqueItems: true },
      [
        [1, 2],
        [1, 1],
        [{ a: 1 }, { a: 2 }],
      ],
    ],
    [{ maxProperties: 1 }, [{ a: 1 }, { a: 1, b: 2 }]],
    [{ minProperties: 1 }, [{ a: 1 }, {}]],
    [{ required: ['a'] }, [{ a: 1 }, { b: 1 }, 'x']],
    [
      { items: { type: 'number' } },
      [
        [1, 2],
        [1, 'a'],
      ],
    ],
    [{ properties: { a: { type: 'string' } } }, [{ a: 'x' }, { a: 1 }, { b: 1 }]],
    [{ properties: { a: {} }, additionalProperties: false }, [{ a: 1 }, { a: 1, b: 2 }]],
    [
      { patternProperties: { '^x-': { type: 'string' } }, additionalProperties: false },
      [{ 'x-a': 's' }, { 'x-a': 1 }, { y: 1 }],
    ],
    [{ allOf: [{ minimum: 1 }, { maximum: 2 }] }, [1.5, 3]],
    [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, ['a', 1, null]],
    [{ oneOf: [{ minimum: 1 }, { maximum: 2 }] }, [0, 1.5, 3]],
    [{ not: { type: 'string' } }, [1, 'a']],
  ];

  it.each(BOUNDARIES.map(([s, values]) => [JSON.stringify(s), s, values] as const))(
    '%s: the answers Ajv gives',
    (_name, s, values) => {
      const ajv = createAjvInstances()(s, 'draft2020-12', false);
      const quick = quickCheck(s, 'draft2020-12');
      expect(quick).toBeDefined();
      expect(values.map((v) => quick?.(v))).toEqual(values.map((v) => ajv(v)));
    },
  );

  it('follows OpenAPI 3.0 nullable and draft 4 exclusive limits as Ajv does', () => {
    const nullable = quickCheck({ type: 'string', nullable: true }, 'draft4');
    expect([nullable?.(null), nullable?.('a'), nullable?.(1)]).toEqual([true, true, false]);
    const below = quickCheck({ maximum: 3, exclusiveMaximum: true }, 'draft4');
    expect([below?.(2.9), below?.(3)]).toEqual([true, false]);
    const unique = quickCheck({ uniqueItems: true }, 'auto');
    expect([unique?.([1, 2]), unique?.([{ a: 1 }, { a: 1 }]), unique?.([Number.NaN])]).toEqual([true, false, false]);
  });
});
