/**
 * Writes generated/openapi.json from the route table; with --check, fails (exit 1) when the committed copy differs
 * from what the table gives (run by `npm test`'s static checks, so the document cannot drift from the API).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLE, buildOpenApi } from '../src/index.js';
import { OPENAPI_INFO } from '../src/openapi/info.js';

const file = fileURLToPath(new URL('../../../generated/openapi.json', import.meta.url));
const text = `${JSON.stringify(buildOpenApi(ROUTE_TABLE, OPENAPI_INFO), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // No copy yet: reported as a drift below.
  }
  if (committed !== text) {
    console.error('generated/openapi.json differs from the route table: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('generated/openapi.json matches the route table.');
} else {
  writeFileSync(file, text);
  console.log(`wrote ${file} (${ROUTE_TABLE.length} routes)`);
}
