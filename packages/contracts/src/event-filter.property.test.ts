/**
 * Property-based tests of the filter language (fast-check; a failure prints its seed and shrunk counterexample).
 * The table-driven cases are in event-filter.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_MESSAGES,
  FILTER_VALUE_MAX,
  checkEventFilter,
  createFilterMatcher,
  formatFilterCondition,
  parseFilterCondition,
} from './event-filter.js';
import { compileSafeRegex } from './event-filter-regex.js';

// A fixed seed keeps CI deterministic (a random one once drew a case slow enough to time out); FC_SEED explores.
// The contracts compile without Node's types (they run in the browser too), hence the narrow view of `process`.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = { numRuns: 200, seed: Number(env.FC_SEED ?? 20261122) };

/** Regular expressions of the supported constructs over a small alphabet (valid for RegExp too). */
const { pattern } = fc.letrec<{ atom: string; piece: string; group: string; sequence: string; pattern: string }>(
  (tie) => ({
    atom: fc.constantFrom('a', 'b', 'x', '1', '.', '[ab]', '[^a]', '[a-c]', '\\d', '\\w', '\\s', '\\.', '\\='),
    piece: fc
      .tuple(
        fc.oneof({ maxDepth: 2, depthIdentifier: 'regex' }, tie('atom'), tie('group')),
        fc.constantFrom('', '', '*', '+', '?', '{1,2}', '{2}', '*?', '+?'),
      )
      .map(([atom, quantifier]) => `${atom}${quantifier}`),
    group: fc.tuple(tie('sequence'), fc.option(tie('sequence'))).map(([a, b]) => `(${a}${b === null ? '' : `|${b}`})`),
    sequence: fc.array(tie('piece'), { minLength: 1, maxLength: 3 }).map((pieces) => pieces.join('')),
    pattern: fc
      .tuple(fc.boolean(), tie('sequence'), fc.boolean())
      .map(([bol, body, eol]) => `${bol ? '^' : ''}${body}${eol ? '$' : ''}`),
  }),
);
/** A value as written in a condition: a pattern short enough for a filter. */
const value = pattern.filter((p) => p.length <= FILTER_VALUE_MAX);

/** Keys, including the characters that must be escaped in a condition. */
const key = fc.string({ unit: fc.constantFrom('k', 'e', 'y', '_', '1', '.', '-', '=', '&', '|', '\\'), minLength: 1 });
const escapeKey = (k: string) => k.replace(/[\\=&|]/g, (c) => `\\${c}`);
/** A key written with some ordinary characters escaped as well: the same key once unescaped. */
const respelled = (k: string) =>
  fc
    .array(fc.boolean(), { minLength: k.length, maxLength: k.length })
    .map((mask) => [...k].map((c, i) => (/[\\=&|]/.test(c) || mask[i] ? `\\${c}` : c)).join(''));

interface Term {
  key: string;
  value: string;
}
/** Groups of terms with unique keys: groups are joined by '&&', the terms of a group by '||'. */
const groups = fc
  .uniqueArray(key, { minLength: 1, maxLength: 6 })
  .chain((keys) => fc.tuple(fc.constant(keys), fc.array(value, { minLength: keys.length, maxLength: keys.length })))
  .chain(([keys, values]) => {
    const terms = keys.map((k, i) => ({ key: k, value: values[i] }));
    return fc.array(fc.boolean(), { minLength: terms.length - 1, maxLength: terms.length - 1 }).map((newGroup) => {
      const result: Term[][] = [[terms[0]]];
      terms.slice(1).forEach((t, i) => (newGroup[i] ? result.push([t]) : result.at(-1)!.push(t)));
      return result;
    });
  });
const written = (gs: Term[][]) => gs.map((g) => g.map((t) => `${escapeKey(t.key)}=${t.value}`).join('||')).join('&&');

/** Spaces anywhere: they are removed before parsing. */
const spaced = (condition: string) =>
  fc
    .array(fc.constantFrom('', '', '', ' ', '  ', '\t'), {
      minLength: condition.length + 1,
      maxLength: condition.length + 1,
    })
    .map((spaces) => [...condition].map((c, i) => `${spaces[i]}${c}`).join('') + spaces[condition.length]);

/** Puts a term into a written condition, at a random place, joined by '&&' or '||'. */
const withTerm = (condition: string, term: string) =>
  fc
    .tuple(fc.boolean(), fc.constantFrom('&&', '||'))
    .map(([first, join]) => (first ? `${term}${join}${condition}` : `${condition}${join}${term}`));

describe('filter language properties', () => {
  it('valid conditions parse to their terms, with or without spaces, and format back to the same filter', () => {
    fc.assert(
      fc.property(
        groups.chain((gs) => fc.tuple(fc.constant(gs), spaced(written(gs)))),
        ([gs, condition]) => {
          const parsed = parseFilterCondition(condition);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(parsed.filter.criteria).toBe(written(gs));
          expect(parsed.filter.fields).toEqual(gs.flat());
          expect(parsed.groups).toEqual(gs);
          expect(checkEventFilter(parsed.filter).ok).toBe(true);
          const again = parseFilterCondition(formatFilterCondition(parsed.filter));
          expect(again.ok && again.filter).toEqual(parsed.filter);
        },
      ),
      RUNS,
    );
  });

  it('a key used twice, anywhere and however escaped, is refused with the uniqueness message', () => {
    const duplicated = groups.chain((gs) =>
      fc
        .tuple(fc.constantFrom(...gs.flat()), value)
        .chain(([t, v]) => respelled(t.key).map((k) => `${k}=${v}`))
        .chain((term) => withTerm(written(gs), term)),
    );
    fc.assert(
      fc.property(duplicated, (condition) => {
        expect(parseFilterCondition(condition)).toEqual({ ok: false, message: FILTER_MESSAGES.notUnique });
      }),
      RUNS,
    );
  });

  it('a value that is no regex (or one the linear engine refuses) is an Invalid Regex, before uniqueness', () => {
    const bad = fc.constantFrom('(', '(a', 'a)', '[z-a]', '*x', '+', 'a**', 'a{2,1}', '(x)\\1', 'x(?!y)', '(?<!y)x');
    const condition = fc
      .tuple(groups, bad, fc.boolean())
      .chain(([gs, v, duplicate]) => withTerm(written(gs), `${duplicate ? escapeKey(gs[0][0].key) : 'bad'}=${v}`));
    fc.assert(
      fc.property(condition, (c) => {
        expect(parseFilterCondition(c)).toEqual({ ok: false, message: FILTER_MESSAGES.invalidRegex });
      }),
      RUNS,
    );
  });

  it('a term without a key or a value, or with zero or two unescaped =, makes the condition invalid', () => {
    const broken = fc
      .tuple(key.map(escapeKey), value)
      .chain(([k, v]) => fc.constantFrom(`${k}=`, `=${v}`, k, `${k}=${v}=${v}`, `${k}==${v}`, `${k}=${v}=`));
    // Structure is checked first: a bad regex or a repeated key elsewhere does not change the message.
    const rest = fc.oneof(groups.map(written), fc.constant('a=(&&a=1'));
    fc.assert(
      fc.property(
        fc.tuple(rest, broken).chain(([r, b]) => withTerm(r, b)),
        (condition) => {
          expect(parseFilterCondition(condition)).toEqual({ ok: false, message: FILTER_MESSAGES.invalid });
        },
      ),
      RUNS,
    );
  });

  it('the linear engine agrees with RegExp on generated patterns and inputs', () => {
    const input = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'x', '1', ' ', '.', '=', '\n'), maxLength: 10 });
    fc.assert(
      fc.property(pattern, fc.array(input, { maxLength: 10 }), (p, inputs) => {
        const safe = compileSafeRegex(p);
        expect(safe).not.toBeNull();
        const native = new RegExp(p);
        for (const text of inputs) expect(safe!.test(text)).toBe(native.test(text));
      }),
      RUNS,
    );
  });

  it('the matcher never throws and agrees with a reference: every group has a term whose attribute matches', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'x', '1', ' ', '.', '='), maxLength: 10 });
    const attribute = fc.oneof(text, text, fc.integer(), fc.boolean(), fc.constant(null), fc.anything({ maxDepth: 2 }));
    const input = groups.chain((gs) =>
      fc.tuple(
        fc.constant(gs),
        fc.dictionary(fc.constantFrom(...gs.flat().map((t) => t.key), 'other', 'constructor'), attribute),
      ),
    );
    fc.assert(
      fc.property(input, ([gs, attributes]) => {
        const parsed = parseFilterCondition(written(gs));
        if (!parsed.ok) throw new Error(parsed.message);
        const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
        const expected = gs.every((g) =>
          g.some(
            (t) =>
              Object.hasOwn(attributes, t.key) &&
              scalar(attributes[t.key]) &&
              new RegExp(t.value).test(String(attributes[t.key])),
          ),
        );
        expect(createFilterMatcher(parsed.filter)(attributes)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('the matcher is linear: catastrophic patterns return on long inputs, matching or not', () => {
    const catastrophic = fc.constantFrom(
      { value: '(a+)+$', miss: (n: number) => `${'a'.repeat(n)}b`, hit: (n: number) => 'a'.repeat(n) },
      { value: '(a|aa)+$', miss: (n: number) => `${'a'.repeat(n)}b`, hit: (n: number) => `b${'a'.repeat(n)}` },
      { value: '(a*)*b', miss: (n: number) => 'a'.repeat(n), hit: (n: number) => `${'a'.repeat(n)}b` },
      { value: '(x|x)*y', miss: (n: number) => 'x'.repeat(n), hit: (n: number) => `${'x'.repeat(n)}y` },
      { value: '(.*)*z', miss: (n: number) => 'q'.repeat(n), hit: (n: number) => `${'q'.repeat(n)}z` },
      {
        value: '^(\\w+\\s?)*$',
        miss: (n: number) => `${'word '.repeat(n / 5)}!`,
        hit: (n: number) => 'word '.repeat(n / 5),
      },
    );
    fc.assert(
      fc.property(catastrophic, fc.integer({ min: 1000, max: 4000 }), (c, n) => {
        const parsed = parseFilterCondition(`k=${c.value}`);
        if (!parsed.ok) throw new Error(parsed.message);
        const match = createFilterMatcher(parsed.filter);
        expect(match({ k: c.miss(n) })).toBe(false);
        expect(match({ k: c.hit(n) })).toBe(true);
      }),
      { numRuns: 30, seed: RUNS.seed },
    );
  });
});
