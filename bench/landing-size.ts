/** Built size of the JavaScript the landing route loads (entry, its preloads and the lazy landing chunk), gzip. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function landingSize(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const lazy = readdirSync(path.join(distDir, 'assets'))
    .filter((f) => /landing/i.test(f) && f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const files = [...new Set([...initial, ...lazy])];
  const rows = files.map((f) => {
    const buf = readFileSync(path.join(distDir, f));
    return { file: f, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  const total = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
  return { rows, total };
}
