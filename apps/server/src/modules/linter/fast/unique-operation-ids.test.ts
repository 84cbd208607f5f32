/**
 * The linear operation-operationId-unique function against Spectral's oasOpIdUnique: the same results in the same
 * order on generated `paths` objects whose ids repeat in every way SameValueZero tells apart or not (NaN, 0 and -0,
 * equal strings, one object shared or two equal ones), beside missing ids, non-object path items and operations,
 * and keys that are not operations; and on input that is not an object (the input check's answer).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationIdFunctions } from './unique-operation-ids.js';

const shared = { id: 'shared' };
const operationId = fc.constantFrom<unknown>(NaN, 0, -0, 1, '1', 'a', 'b', '', null, true, shared, { id: 'shared' });
const operation = fc.oneof(
  { weight: 6, arbitrary: operationId.map((id) => ({ operationId: id })) },
  { weight: 1, arbitrary: fc.constant({ summary: 'no id' }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('get', null, [{ operationId: 'a' }]) },
);
const pathItem = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.dictionary(fc.constantFrom('get', 'put', 'post', 'x-op', 'parameters', 'GET'), operation),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'item', []) },
);
const paths = fc.dictionary(fc.constantFrom('/a', '/b', '/c/{id}', '/d', '/e', '/f', '/g'), pathItem);

const run = (fn: (...args: unknown[]) => unknown, input: unknown) => fn(input, null, { path: ['paths'] });

describe('operation-operationId-unique in linear time', () => {
  it('gives Spectral results on generated paths objects (fast-check, seed 21)', () => {
    fc.assert(
      fc.property(paths, (p) => {
        expect(run(operationIdFunctions.linear, p)).toEqual(run(operationIdFunctions.spectral, p));
      }),
      { seed: 21, numRuns: 500 },
    );
  });

  it('reports NaN and -0 as Spectral does (repeats of NaN and of 0)', () => {
    const p = {
      '/a': { get: { operationId: NaN }, put: { operationId: 0 } },
      '/b': { get: { operationId: NaN }, post: { operationId: -0 } },
    };
    const expected = [
      { message: 'operationId must be unique.', path: ['paths', '/b', 'get', 'operationId'] },
      { message: 'operationId must be unique.', path: ['paths', '/b', 'post', 'operationId'] },
    ];
    expect(run(operationIdFunctions.spectral, p)).toEqual(expected);
    expect(run(operationIdFunctions.linear, p)).toEqual(expected);
  });

  it.each([[null], ['paths'], [[{ get: { operationId: 'a' } }]]])(
    'input %j: the input check answers alike',
    (input) => {
      expect(run(operationIdFunctions.linear, input)).toEqual(run(operationIdFunctions.spectral, input));
    },
  );
});
