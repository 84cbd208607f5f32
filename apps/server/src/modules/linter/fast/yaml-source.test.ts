/**
 * The fast engine's YAML parser against Spectral's (spectral-parsers' Yaml: @stoplight/yaml's parseWithPointers with
 * its options): the same value (key order included), the same diagnostics and the same range for every path, or a
 * fall-back to Spectral's parser itself where they could differ. On the YAML documents of the corpus, a generated
 * benchmark document, edge cases and generated YAML texts (fast-check, fixed seed).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateOpenApiText } from '../test-specs.js';
import { expectParsedAsSpectral, type Path, repoRoot, testCorpus, yamlExamples } from './test-corpus.js';
import { parseYamlSource, plainValue } from './yaml-source.js';
import { yamlText } from './yaml-text.js';

const require = createRequire(import.meta.url);
const astParser = require('@stoplight/yaml-ast-parser') as {
  determineScalarType(node: object): number;
  parseYamlBigInteger(s: string): number | bigint;
  parseYamlFloat(s: string): number;
  parseYamlBoolean(s: string): boolean;
};

const yamlFiles = [...yamlExamples(), ...testCorpus(/\.ya?ml$/).filter((f) => f.includes('demo-products'))];

const EXTRA_PATHS: Path[] = [['missing'], [0], ['a', 'missing'], ['a', 0], ['a', '0'], ['a', ''], ['paths', 'x', 'y']];

/** Ours equals Spectral's where ours answers; true when ours answered. */
const expectSameAsSpectral = (text: string, extraPaths: Path[] = EXTRA_PATHS): boolean =>
  'yamlNodes' in expectParsedAsSpectral(text, extraPaths);

describe('YAML source parser vs Spectral YAML parser', () => {
  it('has a corpus: the YAML examples of @readme/oas-examples and the demo products', () => {
    expect(yamlFiles.length).toBeGreaterThan(70);
  });

  it.each(yamlFiles.map((f) => [path.relative(repoRoot, f), f]))('%s: same value and ranges', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(parseYamlSource(text)).not.toBeNull();
    expectSameAsSpectral(text);
  });

  it('a generated benchmark document (test-specs, 300 KB): same value and ranges', () => {
    const text = generateOpenApiText(300_000);
    expect(parseYamlSource(text)).not.toBeNull();
    expectSameAsSpectral(text);
  });

  const cases: Record<string, string> = {
    'plain scalars of the core schema':
      'a: [null, Null, NULL, ~, true, True, TRUE, false, False, FALSE, yes, no, on, off, y, n]\n' +
      'b: [0, -0, +1, 007, 0o17, 0o8, 0x1F, 0X1F, 0xg, 1_000, 1e3, 1E+3, 1., .5, -.5e-2, +.inf, -.Inf, .NAN, .nan]\n' +
      'c: [12345678901234567890, -12345678901234567890, 0x1FFFFFFFFFFFFF1, 2020-01-01, 2020-01-01T10:00:00Z, 1:30]\n',
    'number, boolean and null keys (Spectral warns)':
      'r:\n  200: {description: ok}\n  404:\n    d: x\n  1.5: f\ntrue: 1\nnull: 2\n',
    'index-like keys keep source order': 'b: 1\n"404": {x: 1}\n\'200\': 2\ndefault: 3\n1: []\n',
    'block scalars':
      'a: |\n  line 1\n    more\n\n  line 3\nb: >\n  folded\n  text\n\n  para\n    indented\n  back\nc: |-\n  strip\n\n' +
      'd: |+\n  keep\n\n\ne: |2\n    two\nf: >-\n  x\ng: |\n\n  leading blank\ni: | # comment\n  z\nj: >\nk: end\n',
    'block scalar at the end without a newline': 'a: |\n  last\n  lines',
    'quoted scalars':
      'a: \'it\'\'s\'\nb: "tab\\there \\"q\\" \\\\ \\u00e9 \\x41 \\/ \\N \\_ \\L \\P \\e \\0 \\ud83d\\ude00"\n' +
      'c: \'folded\n  line\n\n  para\'\nd: "folded\n  double \\\n  continued"\ne: "trailing   \n  spaces"\n' +
      'f: \'\'\ng: ""\n"quoted key": 1\n\'single key\': 2\n"esc\\tkey": 3\n',
    'plain multi-line scalars and comments':
      '# head\n\na: one\n  two\n   three\n\n  four # comment\nb: x#y\nc: x #y\nd: http://e.com/a:b\ne: -1x\nf: ?x\n',
    'flow collections':
      'a: [1, "two", \'three\', [4, {five: 5}], {}, []]\nb: {x: 1, "y": [2], z: {w: ~}}\nc: [\n  1,\n  2 ,\n  3,\n]\n' +
      'd: {k}\ne: {k: v, m}\nf: [a b, c:d, http://x]\ng: {a: 1,}\n',
    sequences: 'a:\n- 1\n- x: 2\n  y: 3\n- - nested\n  - more\n-   spaced: 4\nb:\n  - p\n  -\n    q: 5\n',
    'null values': 'a:\nb: # comment\nc:\n  d:\ne: {f}\n',
    'document start marker and comments': '--- # doc\n# c\na: 1 # x\n# between\nb: 2\n',
    'CRLF line ends':
      'a:\r\n  b: |\r\n    x\r\n    y\r\n  c: "q\r\n    r"\r\n  d:\r\n  - 1\r\n  - {e: 2}\r\nf: plain\r\n  folded\r\n',
    'root on the second line': '\na: 1\nb:\n  c: 2\n',
    'root after a comment line': '# x\na: 1\n',
    'indented nesting': 'a:\n    b:\n         c: 1\n    d: [1]\ne:\n - x\n - y\n',
    'key with spaces before the colon': 'a   : 1\n"b" : {c : 2}\n',
    unicode: 'é: "ü"\n😀: [ß]\nk: ∑x\n',
  };
  it.each(Object.entries(cases))('%s: parsed, same value and ranges', (_name, text) => {
    expect(parseYamlSource(text)).not.toBeNull();
    expectSameAsSpectral(text);
  });

  const fallBack: Record<string, string> = {
    anchor: 'a: &x 1\nb: 2\n',
    alias: 'a: &x [1]\nb: *x\n',
    'merge key': 'a: {x: 1}\nb:\n  <<: {x: 2}\n  y: 3\n',
    tag: 'a: !!str 1\n',
    'custom tag': 'a: !include x.yaml\n',
    'explicit key': '? a\n: 1\n',
    'complex key': '[a]: 1\n',
    'duplicate key': 'a: 1\nb: 2\na: 3\n',
    'duplicate after conversion': '1: a\n"1": b\n',
    'key that is not its value': '0x10: a\n1e2: b\n~: c\n',
    'two documents': 'a: 1\n---\nb: 2\n',
    'document end marker': 'a: 1\n...\n',
    directive: '%YAML 1.2\n---\na: 1\n',
    'tab indentation': 'a:\n\tb: 1\n',
    'tab after a colon': 'a:\t1\nb: [1,\t2]\n',
    'empty sequence entry': 'a:\n-\n- 1\n',
    BOM: '\uFEFFa: 1\n',
    'bad indentation': 'a: 1\n  b: 2\n',
    'missing colon': 'a: 1\nb\nc: 2\n',
    'unterminated quote': 'a: "x\n',
    'unterminated flow': 'a: [1, 2\n',
    'unknown escape': 'a: "\\q"\n',
    'scalar root': 'just text\n',
    'sequence root': '- a\n- b\n',
    'indented root': '  a: 1\n  b: 2\n',
    'non-printable': 'a: "\u0001"\n',
    'lone carriage return': 'a: 1\rb: 2\n',
    'empty flow value in a sequence': 'a: [1, , 2]\n',
    'empty flow value after a colon (the loader gives it no range)': 'a: {f: }\n',
    'a key that is a number again': '1: a\n01: b\n',
    'more indented first line of a block scalar (the loader errs)': 'h: |\n    deeper first\n  less\n',
    'mapping in a plain value (the loader errs)': 'g: a: b\n',
  };
  it.each(Object.entries(fallBack))('%s: Spectral parser, with its diagnostics', (_name, text) => {
    expect(parseYamlSource(text)).toBeNull();
    expectSameAsSpectral(text);
  });

  it('plain scalars are typed as @stoplight/yaml types them (determineScalarType and its parse functions)', () => {
    const reference = (s: string) => {
      const type = astParser.determineScalarType({ plainScalar: true, value: s });
      if (type === 0) return null;
      if (type === 1) return astParser.parseYamlBoolean(s);
      if (type === 2) {
        const n = astParser.parseYamlBigInteger(s);
        return typeof n === 'bigint' ? Number(n) : n;
      }
      if (type === 3) return astParser.parseYamlFloat(s);
      return s;
    };
    const token = fc.stringMatching(/^[-+]?(0[ox])?[0-9a-fA-F._eEinfaINFN~]{0,12}$/);
    fc.assert(
      fc.property(fc.oneof(token, fc.string({ maxLength: 6 })), (s) => {
        expect(Object.is(plainValue(s), reference(s)) || plainValue(s) === reference(s)).toBe(true);
      }),
      { seed: 21, numRuns: 3000 },
    );
  });

  const scalar = fc.oneof(
    fc.constantFrom(
      'x',
      'a b c',
      'yes',
      'No',
      '0o17',
      '0x1F',
      '1e3',
      '007',
      '.5',
      '-.inf',
      '2020-01-01',
      'a: b',
      'a #b',
      'line\nbreak',
      'two\n\nparas\n',
      '  lead',
      'trail  ',
      "it's",
      'q"uote',
      'tab\there',
      '/pets/{id}',
      '#/components/schemas/S',
      '- dash',
      '[x]',
      '',
      'é😀',
    ),
    fc.integer({ min: -1000, max: 1000 }),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
  );
  const keyName = fc.constantFrom(
    'a',
    'b',
    'name',
    'x y',
    '200',
    '404',
    '1',
    'a:b',
    "k'q",
    'k"q',
    '/p/{id}',
    'é',
    '$ref',
  );
  const tree = fc.letrec<{ node: unknown; map: Record<string, unknown> }>((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, scalar, tie('map'), fc.array(tie('node'), { maxLength: 4 })),
    map: fc.dictionary(keyName, tie('node'), { minKeys: 1, maxKeys: 5 }),
  }));

  it('generated YAML texts (fast-check, seed 21): ours equals Spectral, and reads most of them', () => {
    let answered = 0;
    const runs = 400;
    fc.assert(
      fc.property(tree.map, fc.integer(), (value, seed) => {
        if (expectSameAsSpectral(yamlText(value, seed))) answered++;
      }),
      { seed: 21, numRuns: runs },
    );
    expect(answered).toBeGreaterThan(runs * 0.8);
  });
});
