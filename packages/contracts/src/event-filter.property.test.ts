/**
 * Property-based tests of the filter language. fast-check is not installed in this workspace, so cases come from
 * a seeded generator (deterministic: a failure names its seed and reproduces).
 */
import { describe, expect, it } from 'vitest';
import { FILTER_MESSAGES, createFilterMatcher, formatFilterCondition, parseFilterCondition } from './event-filter.js';
import { compileSafeRegex } from './event-filter-regex.js';

/** mulberry32 */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { int, pick, next };
}
type Rng = ReturnType<typeof random>;
const RUNS = 300;

/** A random regex over a small alphabet, built from the supported constructs. */
function pattern(r: Rng, depth = 0): string {
  const atoms = ['a', 'b', '.', '[ab]', '[^a]', '\\d', '\\w', '\\s', '1', ' ', '\\.'];
  const pieces: string[] = [];
  const length = 1 + r.int(4);
  for (let i = 0; i < length; i++) {
    let atom =
      depth < 2 && r.int(4) === 0
        ? `(${pattern(r, depth + 1)}${r.int(2) ? `|${pattern(r, depth + 1)}` : ''})`
        : r.pick(atoms);
    atom += r.pick(['', '', '*', '+', '?', '{1,2}', '{2}', '*?']);
    pieces.push(atom);
  }
  return `${r.int(4) === 0 ? '^' : ''}${pieces.join('')}${r.int(4) === 0 ? '$' : ''}`;
}
const text = (r: Rng) => Array.from({ length: r.int(8) }, () => r.pick(['a', 'b', '1', ' ', '.', 'c'])).join('');
const key = (r: Rng) =>
  Array.from({ length: 1 + r.int(5) }, () => r.pick(['k', 'e', 'y', '_', '1', '=', '&', '|', '\\'])).join('');

describe('filter language properties', () => {
  it('the linear engine agrees with RegExp on generated patterns and inputs', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = random(seed);
      const p = pattern(r);
      const safe = compileSafeRegex(p);
      expect(safe, `seed ${seed}: /${p}/`).not.toBeNull();
      const native = new RegExp(p);
      for (let k = 0; k < 10; k++) {
        const input = text(r);
        expect(safe!.test(input), `seed ${seed}: /${p}/ on ${JSON.stringify(input)}`).toBe(native.test(input));
      }
    }
  });

  it('formatting a valid filter parses back to the same filter, whatever the keys', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = random(seed);
      const keys = new Set(Array.from({ length: 1 + r.int(5) }, () => key(r)));
      const terms = [...keys].map((k) => ({ key: k, value: pattern(r).replace(/[=&|\s]/g, 'a') }));
      const criteria = terms
        .map((t) => `${t.key.replace(/[\\=&|]/g, (c) => `\\${c}`)}=${t.value}`)
        .map((t, i) => (i === 0 ? t : `${r.int(2) ? '&&' : '||'}${t}`))
        .join('');
      const parsed = parseFilterCondition(criteria);
      expect(parsed.ok, `seed ${seed}: ${criteria}`).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.filter.fields).toEqual(terms);
      const again = parseFilterCondition(formatFilterCondition(parsed.filter));
      expect(again.ok && again.filter, `seed ${seed}`).toEqual(parsed.filter);
    }
  });

  it('spaces never change the result', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = random(seed);
      const condition = `k1=${pattern(r)}&&k2=${pattern(r)}||k3=${pattern(r)}`;
      const spaced = condition.replace(/./g, (c) => (r.int(3) === 0 ? ` ${c} ` : c));
      expect(parseFilterCondition(spaced), `seed ${seed}`).toEqual(parseFilterCondition(condition));
    }
  });

  it('a repeated key is always refused with the uniqueness message', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = random(seed);
      const k = `key${r.int(100)}`;
      const other = `other${r.int(100)}=x`;
      const joins = [r.pick(['&&', '||']), r.pick(['&&', '||'])];
      const condition = `${k}=a${joins[0]}${other}${joins[1]}${k}=b`;
      expect(parseFilterCondition(condition), `seed ${seed}`).toEqual({
        ok: false,
        message: FILTER_MESSAGES.notUnique,
      });
    }
  });

  it('a term with zero or two unescaped equals signs, or an empty side, is invalid', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = random(seed);
      const bad = r.pick([`k${r.int(9)}`, `k=a=b${r.int(9)}`, `=v${r.int(9)}`, `k${r.int(9)}=`]);
      const condition = r.int(2) ? `ok=1&&${bad}` : `${bad}||ok=1`;
      expect(parseFilterCondition(condition), `seed ${seed}: ${condition}`).toEqual({
        ok: false,
        message: FILTER_MESSAGES.invalid,
      });
    }
  });

  it('the matcher is the conjunction of groups of disjunctions of RegExp tests', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = random(seed);
      const p = () => pattern(r).replace(/ /g, 'a'); // spaces are removed from conditions
      const condition = `a=${p()}||b=${p()}&&c=${p()}`;
      const parsed = parseFilterCondition(condition);
      if (!parsed.ok) throw new Error(`seed ${seed}: ${parsed.message}`);
      const matcher = createFilterMatcher(parsed.filter);
      const [a, b, c] = parsed.filter.fields.map((f) => new RegExp(f.value));
      for (let k = 0; k < 5; k++) {
        const attrs: Record<string, string> = {};
        for (const name of ['a', 'b', 'c']) if (r.int(4)) attrs[name] = text(r);
        const expected =
          ((attrs.a !== undefined && a.test(attrs.a)) || (attrs.b !== undefined && b.test(attrs.b))) &&
          attrs.c !== undefined &&
          c.test(attrs.c);
        expect(matcher(attrs), `seed ${seed}: ${condition} on ${JSON.stringify(attrs)}`).toBe(expected);
      }
    }
  });
});
