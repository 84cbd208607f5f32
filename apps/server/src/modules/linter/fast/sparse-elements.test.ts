/**
 * sparseElements: an object primed with it keeps the same keys, values and order (index-like keys first, in numeric
 * order, then names in insertion order; frozen too), and holds a response code in far less memory than a plain
 * object does (V8 sizes a plain object's holey elements from the index: "404" takes ~5 KB).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isIndexLike, sparseElements } from './sparse-elements.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const fill = (o: Record<string, unknown>) => {
  o.description = 'd';
  o['404'] = { a: 1 };
  o['200'] = 2;
  o['0'] = 'zero';
  o.x = 'x';
  return o;
};

/** Heap bytes held by n objects from make. */
function heapOf(n: number, make: () => object): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: object[] = [];
  for (let i = 0; i < n; i++) kept.push(make());
  gc();
  const used = process.memoryUsage().heapUsed - before;
  expect(kept).toHaveLength(n);
  return used;
}

describe('sparseElements', () => {
  it('keeps keys, values and order as a plain object has them, frozen or not', () => {
    const plain = fill({});
    const sparse = fill(sparseElements({}));
    expect(Reflect.ownKeys(sparse)).toEqual(['0', '200', '404', 'description', 'x']);
    expect(Reflect.ownKeys(sparse)).toEqual(Reflect.ownKeys(plain));
    expect(JSON.stringify(sparse)).toBe(JSON.stringify(plain));
    expect(sparse).toEqual(plain);
    Object.freeze(sparse);
    expect(() => {
      'use strict';
      (sparse as Record<string, unknown>)['201'] = 1;
    }).toThrow(TypeError);
    expect(Object.keys(sparse)).toEqual(Object.keys(plain));
    expect(Object.getPrototypeOf(sparse)).toBe(Object.prototype);
  });

  it('holds response codes in a fraction of a plain object’s memory', () => {
    // As a parser adds it: a key read from the text, on an empty object.
    const code = String(404);
    const plain = heapOf(5_000, () => {
      const o: Record<string, unknown> = {};
      o[code] = 1;
      return o;
    });
    const sparse = heapOf(5_000, () => {
      const o: Record<string, unknown> = sparseElements({});
      o[code] = 1;
      return o;
    });
    expect(plain / 5_000).toBeGreaterThan(2_000);
    expect(sparse).toBeLessThan(plain / 5);
  });

  it('tells index-like keys from others', () => {
    for (const k of ['0', '200', '4294967294']) expect(isIndexLike(k)).toBe(true);
    for (const k of ['01', '-1', '2xx', '4294967295', '', 'default', '1.5']) expect(isIndexLike(k)).toBe(false);
  });
});
