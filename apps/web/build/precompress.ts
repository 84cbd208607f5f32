/**
 * After the build, writes a .br (brotli, quality 11) and a .gz (gzip, level 9) beside every text file of the output,
 * so the server sends compressed files without compressing on each request (apps/server/src/platform/web-app.ts).
 * Source maps are left alone: browsers never load them on a normal visit.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this the saving is smaller than the extra request header bytes. */
const MIN_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // dist/.vite holds the build manifest, which the server never sends.
      if (!entry.name.startsWith('.')) yield* filesUnder(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const br = await brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, await gzip(body, { level: 9 }));
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
