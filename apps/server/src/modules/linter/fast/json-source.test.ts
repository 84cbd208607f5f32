/**
 * The fast engine's JSON parser against Spectral's YAML parser (which `spectral lint` uses for JSON too): the same
 * value (key order included) and the same range for every path of every document, or a fall-back to the YAML
 * parser itself where the two would differ (duplicate keys, merge keys, invalid JSON with its error's line).
 */
import fs from 'node:fs';
import path from 'node:path';
import Parsers from '@stoplight/spectral-parsers';
import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './json-source.js';
import { preparse, SourceParser } from './source-parser.js';
import { expectParsedAsSpectral, ordered, type Path, paths, repoRoot, testCorpus } from './test-corpus.js';

const corpus = testCorpus(/\.json$/);

const expectSameAsYaml = (text: string, extraPaths: Path[] = []) => void expectParsedAsSpectral(text, extraPaths);

describe('JSON source parser vs the YAML parser', () => {
  it.each(corpus.map((f) => [path.relative(repoRoot, f), f]))('%s: same value and ranges', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(parseJsonSource(text)).not.toBeNull();
    expectSameAsYaml(text);
  });

  const cases: Record<string, string> = {
    'leading white space and a trailing newline': '  \n\n {"a": {"b": [1, 2, {"c": "d"}]}, "e": []}\n',
    'root on the second line': '\n{"a": 1}',
    'empty root object': '{}',
    'empty root array with spaces': '  [ ]  \n',
    'empty containers as values': '{"a": {}, "b": [], "c": [{}, []], "d": {"e": {}}}',
    'CRLF line ends': '{\r\n  "a": {\r\n    "b": 1\r\n  },\r\n  "c": [\r\n    true\r\n  ]\r\n}\r\n',
    'commas at line starts': '{\n  "a": 1\n  , "b": [1\n  , 2]\n}',
    'lines at column 0 inside nesting': '{\n"a": {\n"b": 1\n},\n"c": [\n2\n]\n}',
    'key with space before the colon': '{"a" : {"b" :[1]}, "c":\n{}}',
    escapes: '{"s": "q\\"b\\\\s\\/b\\bf\\fn\\nr\\rt\\tu\\u00e9\\u0000", "k\\u00e9y": {"x\\ny": [1]}}',
    "escapes at a string's ends and side by side, long runs between":
      '{"a": "\\\\", "b": "\\"x\\"", "c": "\\n\\n\\t", "d": "' +
      'long '.repeat(400) +
      '\\u00e9' +
      'run '.repeat(400) +
      '", "e": "plain"}',
    'surrogate pairs, escaped and raw': '{"e": "\\ud83d\\ude00", "r": "😀 é", "😀": {"a": 1}}',
    numbers: '{"a": [0, -0, 1.0, 1e5, 1E+5, -2.5e-3, 0.1, 123456789012345, 9007199254740993, -9007199254740993]}',
    'big numbers':
      '{"a": 12345678901234567890123, "b": -12345678901234567890, "c": 1e400, "d": 1.7976931348623157e308}',
    literals: '{"t": true, "f": false, "n": null, "s": "null", "y": "yes", "o": "0o12"}',
    'index-like keys out of order': '{"b": 1, "404": {"x": 1}, "200": {"y": 2}, "default": 3, "1": [], "01": 4}',
    'index-like keys in order': '{"0": 1, "1": 2}',
    'deep nesting': `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
    'long key': `{"${'k'.repeat(2000)}": {"v": 1}}`,
    'top-level array': '[{"a": 1}, [2, [3]], "x"]',
  };
  it.each(Object.entries(cases))('%s: same value and ranges', (_name, text) => {
    expect(parseJsonSource(text)).not.toBeNull();
    expectSameAsYaml(text, [['missing'], [0], ['a', 'missing'], ['a', 9], ['a', '0'], ['1']]);
  });

  const fallBack: Record<string, string> = {
    'duplicate key': '{"a": 1, "b": {"c": 1, "c": 2}}',
    'merge key': '{"a": {"x": 1}, "b": {"<<": {"x": 2}, "y": 3}}',
    '__proto__ key': '{"__proto__": {"x": 1}}',
    'trailing comma': '{"a": 1,}',
    'missing comma': '{\n  "a": 1\n  "b": 2\n}',
    'unterminated string': '{\n  "a": "b\n}',
    'unclosed object': '{\n  "a": {\n    "b": 1\n',
    'raw tab in a string': '{"a": "x\ty"}',
    'raw line break after an escape': '{"a": "x\\ny\nz"}',
    'bad escape after a run': '{"a": "abc\\qdef"}',
    'short \\u escape': '{"a": "x\\u00"}',
    'tabs between tokens (the YAML parser warns)': '{\n\t"a":\t{\n\t\t"b":\t[1,\t2]\n\t}\n}',
    'line break between a key and its colon': '{"a": 1, "c"\n:\n{}}',
    'single quotes': "{'a': 1}",
    comment: '{\n  # note\n  "a": 1\n}',
    'trailing text': '{"a": 1} x',
    'lone surrogate escape': '{"a": "\\ud83d"}',
    'non-printable character': '{"a": "\u0085\u0001"}',
    'YAML document': 'openapi: 3.0.0\ninfo:\n  title: x\n',
    'top-level scalar': '"x"',
    'empty text': '',
  };
  it.each(Object.entries(fallBack))('%s: the YAML parser, with its diagnostics', (_name, text) => {
    const yaml = Parsers.Yaml.parse(text);
    const ours = SourceParser.parse(text);
    expect(ordered(ours.data)).toEqual(ordered(yaml.data));
    expect(ours.diagnostics).toEqual(yaml.diagnostics);
    for (const p of paths(yaml.data))
      expect(SourceParser.getLocationForJsonPath(ours, p)).toEqual(
        Parsers.Yaml.getLocationForJsonPath(yaml, p as never),
      );
  });

  it('falls back on duplicate keys, merge keys and invalid JSON, which the YAML parser reports', () => {
    expect(parseJsonSource(fallBack['duplicate key'])).toBeNull();
    expect(parseJsonSource(fallBack['merge key'])).toBeNull();
    expect(parseJsonSource(fallBack['missing comma'])).toBeNull();
    expect(Parsers.Yaml.parse(fallBack['duplicate key']).diagnostics.map((d) => d.message)).toEqual(['duplicate key']);
  });

  it('keeps a small table: four 32-bit integers per value', () => {
    const source = parseJsonSource(cases['escapes'])!;
    expect(source.nodes.count).toBe(5);
    expect(source.nodes.start.byteLength).toBe(20);
  });

  it('a parse done ahead (the lint worker, instead of its YAML alias check) is the document parse', () => {
    const text = cases['index-like keys out of order'];
    expect(preparse(text)).toBe(true);
    expect(ordered(SourceParser.parse(text).data)).toEqual(ordered(Parsers.Yaml.parse(text).data));
    // Another text is parsed afresh, not given the one parsed ahead.
    expect(preparse(text)).toBe(true);
    expect(ordered(SourceParser.parse(cases['literals']).data)).toEqual(
      ordered(Parsers.Yaml.parse(cases['literals']).data),
    );
    expect(preparse(fallBack['YAML document'])).toBe(true);
    expect(preparse('a: [\n  1,\n  2\n]\n[')).toBe(false);
    expect(preparse('{"a": &x [1], "b": *x}')).toBe(false);
  });
});
