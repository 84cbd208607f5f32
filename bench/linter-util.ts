/** Pieces of the linter benchmark: generated spec files, peak sampling, sizes as text. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LINTER_MAX_FILE_BYTES } from '@dc/contracts';
import { generateOpenApi } from '../apps/server/src/modules/linter/test-specs.js';

const MB = 1_000_000;
export const fmtMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const fmtSize = (bytes: number) =>
  bytes < MB ? `${(bytes / 1000).toFixed(0)} KB` : `${(bytes / MB).toFixed(1)} MB`;

const nm = path.resolve(import.meta.dirname, '../node_modules');
/** Real documents of the table, from npm packages (bench devDependencies). */
export const REAL_DOCUMENTS = [
  { name: 'petstore', file: path.join(nm, '@readme/oas-examples/3.0/json/petstore.json') },
  { name: 'ReadMe legacy', file: path.join(nm, '@readme/oas-examples/3.0/json/readme-legacy.json') },
  { name: 'ReadMe 3.1', file: path.join(nm, '@readme/oas-examples/3.1/json/readme.json') },
  { name: 'GitHub REST', file: path.join(nm, '@octokit/openapi/generated/api.github.com.json') },
];

async function writeSpec(file: string, targetBytes: number): Promise<number> {
  const handle = await fs.open(file, 'w');
  for (const piece of generateOpenApi(targetBytes)) await handle.write(piece);
  await handle.close();
  return (await fs.stat(file)).size;
}

/**
 * Generated documents of about `size` MB each. The generator sizes by its first resource and overshoots (its
 * "100 MB" is 101.9 MB): past the product's upload limit the service refuses the file, so such a size is written
 * again, scaled to fit under the limit.
 */
export async function writeSpecs(dir: string, sizes: number[]) {
  const files: Array<{ size: number; file: string; bytes: number }> = [];
  for (const size of sizes) {
    const file = path.join(dir, `generated-${size}mb.yaml`);
    let bytes = await writeSpec(file, size * MB);
    if (bytes > LINTER_MAX_FILE_BYTES)
      bytes = await writeSpec(file, Math.floor(((size * MB * LINTER_MAX_FILE_BYTES) / bytes) * 0.995));
    files.push({ size, file, bytes });
  }
  return files;
}

/** Peak of `sample()` while `work` runs. */
export async function peakWhile<T>(sample: () => number, work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = sample();
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 100);
  try {
    return { result: await work, peak: Math.max(peak, sample()) };
  } finally {
    clearInterval(timer);
  }
}
