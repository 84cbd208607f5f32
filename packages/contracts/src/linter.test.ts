import { describe, expect, it } from 'vitest';
import { hasSpecExtension, sniffSpecSyntax } from './linter.js';

describe('sniffSpecSyntax (JSON or YAML by content)', () => {
  it.each([
    ['{"openapi": "3.0.0"}', 'json'],
    ['\uFEFF  \n[1, 2]', 'json'],
    ['openapi: 3.0.0\ninfo: {}', 'yaml'],
    ['# a comment\n\n---\nasyncapi: 3.0.0', 'yaml'],
    ['%YAML 1.2\n---\na: b', 'yaml'],
    ['- item\n- other', 'yaml'],
    ['"quoted key": value', 'yaml'],
    ['openapi: 3.0.0\ninfo:\n  title: x\n   version: broken', 'yaml'],
  ])('%j is %s', (text, syntax) => expect(sniffSpecSyntax(text)).toBe(syntax));

  it.each([
    ['', 'empty'],
    ['   \n\n', 'blank'],
    ['Just some words in a note.\nMore words.', 'prose'],
    ['<html><body>x</body></html>', 'markup'],
    ['http://example.com/spec', 'a URL'],
    ['\u0089PNG\r\n\u001a\n\u0000\u0000', 'binary'],
    ['openapi: 3.0.0\u0000\u0001', 'control characters'],
  ])('refuses %j (%s)', (text) => expect(sniffSpecSyntax(text)).toBeNull());
});

describe('hasSpecExtension', () => {
  it('accepts .json, .yaml and .yml in any case only', () => {
    expect(['a.json', 'b.YAML', 'c.yml'].every(hasSpecExtension)).toBe(true);
    expect(['a.txt', 'json', 'b.yaml.exe', 'c'].some(hasSpecExtension)).toBe(false);
  });
});
