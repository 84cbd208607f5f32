/**
 * The binary array parameters read back in PostgreSQL exactly as node-postgres' own text encoding of the same values
 * (the form they replace): awkward text (quotes, backslashes, braces, commas, NULL as a word, multi-byte), NULLs,
 * empty arrays, dates before PostgreSQL's epoch, bytes of every value.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { byteaArray, int2Array, int4Array, textArray, timestamptzArray, uuidArray } from './binary-arrays.js';

let pool: pg.Pool;
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase({ empty: true }), max: 2 });
});
afterAll(async () => {
  await pool.end();
});

/** True when the binary parameter and pg's text encoding of `values` are the same array of `type`. */
async function sameAsText(type: string, binary: Buffer, values: unknown[]) {
  const { rows } = await pool.query<{ same: boolean; n: number }>(
    `SELECT $1::${type}[] IS NOT DISTINCT FROM $2::${type}[] AS same, cardinality($1::${type}[]) AS n`,
    [binary, values],
  );
  return rows[0];
}

describe('binary array parameters', () => {
  it('uuid[] of upper- and lower-case ids', async () => {
    const ids = [randomUUID(), randomUUID().toUpperCase(), '00000000-0000-0000-0000-000000000000'];
    expect(await sameAsText('uuid', uuidArray(ids), ids)).toEqual({ same: true, n: 3 });
    expect(() => uuidArray(['not-a-uuid'])).toThrow(TypeError);
    expect(() => uuidArray(['0000000g-0000-0000-0000-000000000000'])).toThrow(TypeError);
  });

  it('text[] with characters the text form must escape, NULLs and empty strings', async () => {
    const texts = ['plain', 'a "quoted" \\ back,slash {braces}', 'NULL', '', null, 'Grüße 🌍/日本', ' spaced '];
    expect(await sameAsText('text', textArray(texts), texts)).toEqual({ same: true, n: 7 });
    const { rows } = await pool.query('SELECT ($1::text[])[5] IS NULL AS null5, ($1::text[])[3] AS word', [
      textArray(texts),
    ]);
    expect(rows[0]).toEqual({ null5: true, word: 'NULL' });
  });

  it('timestamptz[] to the millisecond, before and after 2000-01-01', async () => {
    const dates = [new Date(), new Date('1999-12-31T23:59:59.999Z'), new Date('1970-01-01T00:00:00.001Z'), new Date(0)];
    expect(await sameAsText('timestamptz', timestamptzArray(dates), dates)).toEqual({ same: true, n: 4 });
    const { rows } = await pool.query<{ t: Date[] }>('SELECT $1::timestamptz[] AS t', [timestamptzArray(dates)]);
    expect(rows[0].t.map((d) => d.getTime())).toEqual(dates.map((d) => d.getTime()));
    expect(() => timestamptzArray([new Date(NaN)])).toThrow(TypeError);
  });

  it('bytea[] of every byte value and an empty payload', async () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const payloads = [all, Buffer.alloc(0), Buffer.from('{"t":21.5}')];
    expect(await sameAsText('bytea', byteaArray(payloads), payloads)).toEqual({ same: true, n: 3 });
  });

  it('smallint[] and int[] with NULLs, and empty arrays', async () => {
    expect(await sameAsText('smallint', int2Array([0, 1, -2, 32767, null]), [0, 1, -2, 32767, null])).toEqual({
      same: true,
      n: 5,
    });
    expect(await sameAsText('int', int4Array([null, 65535, -1, 2147483647]), [null, 65535, -1, 2147483647])).toEqual({
      same: true,
      n: 4,
    });
    expect(await sameAsText('text', textArray([]), [])).toEqual({ same: true, n: 0 });
    expect(await sameAsText('uuid', uuidArray([]), [])).toEqual({ same: true, n: 0 });
  });
});
