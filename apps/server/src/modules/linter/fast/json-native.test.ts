/**
 * JSON.parse's path (json-native.ts) against the hand-written parser it stands in for: where nativeValue answers,
 * the same value (key order included) and the same node table; where it cannot prove that, it leaves the text to
 * the hand-written parser. json-source.test.ts compares both with Spectral's YAML parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nativeValue, scanPositions } from './json-native.js';
import { handParse, parseJsonSource } from './json-source.js';
import { ordered, repoRoot, testCorpus } from './test-corpus.js';

const github = path.join(repoRoot, 'node_modules/@octokit/openapi/generated/api.github.com.json');

function expectSameAsHandParse(text: string) {
  const native = nativeValue(text);
  const hand = handParse(text)!;
  expect(native).toBeDefined();
  expect(ordered(native!.data)).toEqual(ordered(hand.data));
  expect(scanPositions(text)).toEqual(hand.nodes);
}

describe('JSON.parse with the YAML value on top', () => {
  it.each([...testCorpus(/\.json$/), github].map((f) => [path.relative(repoRoot, f), f]))(
    '%s: read natively, same value and node table as the hand-written parser',
    (_name, file) => expectSameAsHandParse(fs.readFileSync(file, 'utf8')),
  );

  const cases: Record<string, string> = {
    'index-like keys out of order, nested':
      '{"b": 1, "404": {"x": 1, "2": {"y": 2, "a": 3}}, "200": {"0": 2}, "1": []}',
    'digit keys past the array index range, and with a leading zero':
      '{"b": 1, "4294967295": 2, "4294967294": 3, "01": 4}',
    'digit keys that are only a big number': '{"a": 1, "99999999999": 2}',
    'index-like keys after white space and line breaks': '{\n  "a": 1,\n\r\n  "7": 2, "3":\n3}',
    'digits in strings that look like keys': '{"a": "{\\"200\\": 1}", "b": ["300", "x"], "c": "x,\\"4\\":"}',
    'escaped quotes and backslashes before colons': '{"a\\\\": 1, "b\\"": "\\":", "c": "\\\\\\":"}',
    'empty key, empty containers': '{"": {}, "e": [], "f": [[], {}]}',
    'numbers and literals': '{"a": [0, -0, 1.5e3, -2E-2, 12345678901234567890, true, false, null]}',
    'escapes in keys and values': '{"k\\u00e9y": "v\\n\\u0041", "😀": "é"}',
    'top-level array': ' [1, {"2": 3, "a": [4]}, "x"] \n',
    'deep nesting': `${'{"a":'.repeat(300)}1${'}'.repeat(300)}`,
  };
  it.each(Object.entries(cases))('%s: same value and node table', (_name, text) => expectSameAsHandParse(text));

  const handOnly: Record<string, string> = {
    'duplicate key': '{"a": 1, "b": {"c": 1, "c": 2}}',
    'duplicate key with a colon in a string': '{"a": "x\\":", "a": 2}',
    'white space before a colon': '{"a" : 1}',
    'a string starting with a colon (counted as a member: not proven)': '{"a": ":x", "b": 1}',
    'an index-like key written with escapes': '{"b": 1, "\\u0032": 2}',
    'a key holding the marker': '{"\\u00012": 1}',
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
