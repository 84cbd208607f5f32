/**
 * JSON.parse's path (json-native.ts) against the hand-written parser it stands in for: where nativeValue answers,
 * the same value (key order included) and the same node table; where it cannot prove that, it leaves the text to
 * the hand-written parser. json-source.test.ts compares both with Spectral's YAML parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nativeValue, scanPositions } from './json-native.js';
import { handParse, parseJsonSource } from './json-source.js';
import { ordered, repoRoot, testCorpus } from './test-corpus.js';

const github = path.join(repoRoot, 'node_modules/@octokit/openapi/generated/api.github.com.json');

function expectSameAsHandParse(text: string, marked = true) {
  const native = nativeValue(text, marked);
  const hand = handParse(text)!;
  expect(native).toBeDefined();
  expect(ordered(native!.data)).toEqual(ordered(hand.data));
  expect(scanPositions(text)).toEqual(hand.nodes);
}

describe('JSON.parse with the YAML value on top', () => {
  it.each([...testCorpus(/\.json$/), github].map((f) => [path.relative(repoRoot, f), f]))(
    '%s: read natively, same value and node table as the hand-written parser',
    (_name, file) => expectSameAsHandParse(fs.readFileSync(file, 'utf8')),
    // GitHub's description took 22-25 s alone here (the hand-written parse and the comparison), 50 s at a load of 15.
    120_000,
  );

  it.each(['@readme/oas-examples/3.1/json/readme.json', '@octokit/openapi/generated/api.github.com.json'])(
    '%s: its key order proven without markers',
    (file) =>
      expect(nativeValue(fs.readFileSync(path.join(repoRoot, 'node_modules', file), 'utf8'), false)).toBeDefined(),
  );

  const cases: Record<string, string> = {
    'index-like keys first, in numeric order, nested':
      '{"1": [], "200": {"0": 2}, "404": {"2": {"y": 2, "a": 3}, "x": 1}, "b": 1}',
    'a key holding a control character': '{"\\u00012": 1}',
    'digit keys that are only a big number': '{"a": 1, "99999999999": 2}',
    'index-like keys first after white space and line breaks': '{\n  "3": 1,\n\r\n  "7": 2, "a":\n3}',
    'digits in strings that look like keys': '{"a": "{\\"200\\": 1}", "b": ["300", "x"], "c": "x,\\"4\\":"}',
    'escaped quotes and backslashes before colons': '{"a\\\\": 1, "b\\"": "\\":", "c": "\\\\\\":"}',
    'empty key, empty containers': '{"": {}, "e": [], "f": [[], {}]}',
    'numbers and literals': '{"a": [0, -0, 1.5e3, -2E-2, 12345678901234567890, true, false, null]}',
    'escapes in keys and values': '{"k\\u00e9y": "v\\n\\u0041", "😀": "é"}',
    'top-level array': ' [1, {"2": 3, "a": [4]}, "x"] \n',
    'deep nesting': `${'{"a":'.repeat(300)}1${'}'.repeat(300)}`,
  };
  it.each(Object.entries(cases))('%s: same value and node table, without markers', (_name, text) =>
    expectSameAsHandParse(text, false),
  );

  // JSON.parse lists index-like keys first, in numeric order: where the text has another order, the order proof
  // refuses the plain reading, and the text is read again with markers.
  const marked: Record<string, string> = {
    'index-like keys out of order, nested':
      '{"b": 1, "404": {"x": 1, "2": {"y": 2, "a": 3}}, "200": {"0": 2}, "1": []}',
    'index-like keys after another key': '{"a": {"x": 1, "1": 2}}',
    'index-like keys in another order': '{"a": {"2": 1, "1": 2}}',
    'a key between index-like keys': '{"a": {"1": 1, "x": 2, "2": 3}}',
    'a key between index-like keys, holding one itself': '{"a": {"1": 1, "x": {"2": 0}, "2": 3}}',
    'an inner index-like key where an outer one would fit': '{"a": {"x": {"1": 2}, "1": 3}}',
    'an inner index-like key where an outer first one would fit':
      '{"a": {"x": {"1": 2, "3": 1}, "1": 3}, "b": {"3": 0}}',
    'digit keys past the array index range, and with a leading zero':
      '{"b": 1, "4294967295": 2, "4294967294": 3, "01": 4}',
    'index-like keys after white space and line breaks': '{\n  "a": 1,\n\r\n  "7": 2, "3":\n3}',
  };
  it.each(Object.entries(marked))('%s: not proven without markers, same value and node table with them', (_n, text) => {
    expect(nativeValue(text, false)).toBeUndefined();
    expectSameAsHandParse(text);
  });

  const handOnly: Record<string, string> = {
    'duplicate key': '{"a": 1, "b": {"c": 1, "c": 2}}',
    'duplicate key with a colon in a string': '{"a": "x\\":", "a": 2}',
    'white space before a colon': '{"a" : 1}',
    'a string starting with a colon (counted as a member: not proven)': '{"a": ":x", "b": 1}',
    'an index-like key written with escapes': '{"b": 1, "\\u0032": 2}',
    'index-like keys out of order and a key holding the marker': '{"b": 1, "2": {"\\u0001": 1}}',
    __proto__: '{"__proto__": {"x": 1}}',
    tab: '{"a":\t1}',
    'nesting deeper than the native path takes': `${'['.repeat(600)}${']'.repeat(600)}`,
    'invalid JSON': '{"a": 1,}',
  };
  it.each(Object.entries(handOnly))('%s: left to the hand-written parser', (_name, text) => {
    expect(nativeValue(text)).toBeUndefined();
    const hand = handParse(text);
    const parsed = parseJsonSource(text);
    expect(parsed && ordered(parsed.data)).toEqual(hand && ordered(hand.data));
  });
});

/** Some object of the value has a `$ref` or `hasOwnProperty` key (own, enumerable). */
function hasRefKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (!Array.isArray(value) && ('$ref' in value || Object.hasOwn(value, 'hasOwnProperty'))) return true;
  return Object.values(value).some(hasRefKey);
}

describe('refFree: no $ref crawl needed', () => {
  it.each([...testCorpus(/\.json$/), github].map((f) => [path.relative(repoRoot, f), f]))(
    '%s: refFree exactly when no object has a $ref or hasOwnProperty key',
    (_name, file) => {
      const native = nativeValue(fs.readFileSync(file, 'utf8'))!;
      expect(native.refFree).toBe(!hasRefKey(native.data));
    },
  );

  const cases: Array<[string, string, boolean]> = [
    ['no $ref', '{"a": {"b": ["$ref", {"c": "#/$ref"}]}, "200": {"x": 1}}', true],
    ['a $ref in an array item', '{"a": [1, {"$ref": "#/b"}], "b": 2}', false],
    ['a $ref key written with an escape', '{"a": {"\\u0024ref": "#/b"}, "b": 2}', false],
    ['a $ref that is not a string', '{"a": {"$ref": 1}}', false],
    ['a $ref in an object with index-like keys', '{"a": {"404": 1, "$ref": "#/b"}, "b": 2}', false],
    ['a hasOwnProperty key', '{"a": {"hasOwnProperty": 1}}', false],
  ];
  it.each(cases)('%s', (_name, text, refFree) => expect(nativeValue(text)?.refFree).toBe(refFree));
});

describe('the key order proof on generated texts', () => {
  // Objects written in any member order, index-like keys among others, nested: wherever the plain reading is
  // proven, its value is the hand-written parser's (key order included), and so is the marked reading's.
  type Tree = number | { items: Tree[] } | { members: Array<[string, Tree]> };
  const key = fc.constantFrom('0', '1', '2', '10', '200', '404', 'a', 'b', 'default');
  const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small' },
      fc.nat(9),
      fc.record({ items: fc.array(tie('tree'), { maxLength: 3 }) }),
      fc.record({ members: fc.uniqueArray(fc.tuple(key, tie('tree')), { selector: ([k]) => k, maxLength: 5 }) }),
    ),
  }));
  const write = (t: Tree): string => {
    if (typeof t === 'number') return String(t);
    if ('items' in t) return `[${t.items.map(write).join(',\n')}]`;
    return `{${t.members.map(([k, v]) => `"${k}": ${write(v)}`).join(', ')}}`;
  };
  const root = fc.record({ members: fc.uniqueArray(fc.tuple(key, tree), { selector: ([k]) => k, maxLength: 6 }) });

  it('plain or marked, the value is the hand-written parser value (fast-check, seed 21)', () => {
    let plain = 0;
    fc.assert(
      fc.property(root, (doc) => {
        const text = write(doc);
        const hand = handParse(text)!;
        const proven = nativeValue(text, false);
        if (proven) plain++;
        if (proven) expect(ordered(proven.data)).toEqual(ordered(hand.data));
        const native = nativeValue(text);
        expect(native).toBeDefined();
        expect(ordered(native!.data)).toEqual(ordered(hand.data));
      }),
      { seed: 21, numRuns: 1000 },
    );
    // Both readings are exercised.
    expect(plain).toBeGreaterThan(100);
    expect(plain).toBeLessThan(900);
  });
});
