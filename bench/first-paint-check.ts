/**
 * Static check of `npm test` (issue 18): fails when the gzip JavaScript before first paint of /landing or of the
 * products gallery (/apim) exceeds its ceiling (first-paint.ts). Reads the build (apps/web/dist): run after a build.
 */
import path from 'node:path';
import { FIRST_PAINT_CEILING_BYTES, FIRST_PAINT_TARGET_BYTES, printFirstPaint } from './first-paint.js';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log(`JavaScript before first paint, gzip (issue 18 target ${kb(FIRST_PAINT_TARGET_BYTES)})`);
const totals = printFirstPaint(dist);
const over = Object.entries(FIRST_PAINT_CEILING_BYTES).filter(([page, ceiling]) => totals[page] > ceiling);
for (const [page, ceiling] of Object.entries(FIRST_PAINT_CEILING_BYTES))
  console.log(`  ${page}: ${kb(totals[page])} of ${kb(ceiling)} allowed`);
if (over.length > 0) {
  console.error(`Over the first-paint ceiling: ${over.map(([p]) => `${p} ${kb(totals[p])}`).join(', ')}`);
  process.exit(1);
}
