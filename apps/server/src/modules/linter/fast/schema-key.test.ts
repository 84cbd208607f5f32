import { describe, expect, it } from 'vitest';
import { schemaKey } from './schema-key.js';

describe('schemaKey', () => {
  it('is the same text for the same content, whatever the objects', () => {
    const a = { type: 'object', properties: { n: { type: 'integer', maximum: 5 } } };
    expect(schemaKey(a)).toBe(schemaKey(structuredClone(a)));
  });

  it('tells apart contents JSON.stringify writes alike', () => {
    const keys = [
      { maximum: null },
      { maximum: Infinity },
      { maximum: -Infinity },
      { maximum: NaN },
      { maximum: '\u0000Infinity' },
      { maximum: undefined },
      {},
      { enum: [undefined] },
      { enum: [null] },
    ].map(schemaKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads big integers instead of throwing, and tells them apart from numbers and strings', () => {
    const keys = [{ maximum: 2n ** 70n }, { maximum: 2 ** 70 }, { maximum: String(2n ** 70n) }].map(schemaKey);
    expect(new Set(keys).size).toBe(3);
  });

  it('throws on a cycle (the caller then checks the schema itself)', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    expect(() => schemaKey(cyclic)).toThrow();
  });
});
