/**
 * What the engine's differential tests share: the real documents they read (@readme/oas-examples and the demo
 * products) and the walk over a parsed value's paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import Parsers from '@stoplight/spectral-parsers';
import { expect } from 'vitest';
import { SourceParser } from './source-parser.js';

/** The repository's root: test names show documents relative to it. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const examples = path.join(repoRoot, 'node_modules/@readme/oas-examples');
const demo = path.join(repoRoot, 'apps/server/assets/demo-products');

/** Files of a directory whose names match, as full paths (none when the directory is absent). */
const files = (dir: string, pattern: RegExp) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => pattern.test(f))
        .map((f) => path.join(dir, f))
    : [];

/** Every JSON example of OpenAPI 2.0, 3.0 and 3.1, then the demo products whose names match `demoPattern`. */
export const testCorpus = (demoPattern: RegExp): string[] => [
  ...['2.0', '3.0', '3.1'].flatMap((v) => files(path.join(examples, v, 'json'), /\.json$/)),
  ...files(demo, demoPattern),
];

/** The YAML twins of the @readme/oas-examples documents (2.0, 3.0, 3.1). */
export const yamlExamples = (): string[] =>
  ['2.0', '3.0', '3.1'].flatMap((v) => files(path.join(examples, v, 'yaml'), /\.ya?ml$/));

/** A path into a parsed document, as Spectral's getLocationForJsonPath takes it. */
export type Path = Array<string | number>;

/** Every path of a value, the root first. */
export function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null)
    for (const k of Object.keys(value)) paths((value as Record<string, unknown>)[k], [...at, k], out);
  return out;
}

/** A value with its key order made visible (toEqual ignores order). */
export const ordered = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(ordered)
    : typeof value === 'object' && value !== null
      ? Object.keys(value).map((k) => [k, ordered((value as Record<string, unknown>)[k])])
      : Object.is(value, -0)
        ? '-0'
        : value;

/**
 * The engine's parse of `text` equals Spectral's parser's: the value with its key order, the diagnostics and the
 * range of every path (and of `extraPaths`, which may name nothing). Returns the engine's parse.
 */
export function expectParsedAsSpectral(text: string, extraPaths: Path[] = []) {
  const yaml = Parsers.Yaml.parse(text);
  const ours = SourceParser.parse(text);
  expect(ordered(ours.data)).toEqual(ordered(yaml.data));
  expect(ours.diagnostics).toEqual(yaml.diagnostics);
  for (const p of [...paths(yaml.data), ...extraPaths]) {
    const expected = Parsers.Yaml.getLocationForJsonPath(yaml, p as never);
    expect({ p, at: SourceParser.getLocationForJsonPath(ours, p) }).toEqual({ p, at: expected });
  }
  return ours;
}
