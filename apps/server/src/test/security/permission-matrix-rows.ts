/** All rows of the permission matrix, reads first, then writes (destructive writes make their own fixtures). */
import { APIM_READ_ROWS, APIM_WRITE_ROWS } from './permission-matrix-apim.js';
import { CATALOG_READ_ROWS, CATALOG_WRITE_ROWS } from './permission-matrix-catalogs.js';
import { ACCOUNT_WRITE_ROWS, CORE_ROWS } from './permission-matrix-core.js';
import { PRODUCT_READ_ROWS, PRODUCT_WRITE_ROWS } from './permission-matrix-products.js';
import { TEAM_WRITE_ROWS } from './permission-matrix-team-writes.js';
import { TEAM_READ_ROWS } from './permission-matrix-teams.js';
import { TOOL_READ_ROWS, TOOL_WRITE_ROWS } from './permission-matrix-tools.js';
import type { MatrixRow } from './permission-matrix.js';

export const MATRIX_ROWS: MatrixRow[] = [
  ...CORE_ROWS,
  ...TEAM_READ_ROWS,
  ...APIM_READ_ROWS,
  ...PRODUCT_READ_ROWS,
  ...CATALOG_READ_ROWS,
  ...TOOL_READ_ROWS,
  ...APIM_WRITE_ROWS,
  ...PRODUCT_WRITE_ROWS,
  ...CATALOG_WRITE_ROWS,
  ...TOOL_WRITE_ROWS,
  // Last: they change who belongs where (teams, links, account activation).
  ...TEAM_WRITE_ROWS,
  ...ACCOUNT_WRITE_ROWS,
];
