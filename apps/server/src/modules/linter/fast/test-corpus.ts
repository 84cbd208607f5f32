/** The real documents the engine's differential tests read: @readme/oas-examples and the demo products. */
import fs from 'node:fs';
import path from 'node:path';

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
