import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingEntries } from './lockfile-complete.mjs';

const lock = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package-lock.json'), 'utf8'));

describe('lockfile completeness', () => {
  it('finds no hole in the committed package-lock.json', () => {
    expect(missingEntries(lock)).toEqual([]);
  });

  it("reports an optional platform package without its entry, as npm ci's 'Missing:' does", () => {
    const holed = structuredClone(lock);
    const key = Object.keys(holed.packages).find((k) => /node_modules\/@rollup\/rollup-android-arm-eabi$/.test(k));
    expect(key).toBeDefined();
    delete holed.packages[key];
    expect(missingEntries(holed)).toContainEqual(expect.stringMatching(/-> @rollup\/rollup-android-arm-eabi$/));
  });

  it('resolves nested entries from the nearest node_modules up to the root', () => {
    const tiny = {
      packages: {
        '': { devDependencies: { a: '1' } },
        'node_modules/a': { version: '1.0.0', dependencies: { b: '1', c: '1' } },
        'node_modules/a/node_modules/b': { version: '1.0.0', dependencies: { c: '1' } },
        'node_modules/c': { version: '1.0.0', dependencies: { d: '1' } },
      },
    };
    expect(missingEntries(tiny)).toEqual(['node_modules/c -> d']);
  });
});
