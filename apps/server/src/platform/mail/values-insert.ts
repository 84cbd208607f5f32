/**
 * Many rows in multi-row `INSERT ... VALUES` statements with each value its own parameter (issue 24): the mails'
 * bodies go to PostgreSQL as they are, instead of Node escaping every HTML body into JSON for json_to_recordset and
 * PostgreSQL parsing it back, and without the ORM's insert builder. Parameter types come from the target columns.
 */
import type { Queryable } from '../db/transaction.js';

/** PostgreSQL takes at most 65,535 parameters a statement; a few hundred rows a statement is plenty. */
const ROWS_PER_STATEMENT = 500;

export async function insertValues(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const width = columns.length;
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
    const tuples: string[] = [];
    const params: unknown[] = [];
    for (const row of chunk) {
      if (row.length !== width) throw new Error(`insertValues: ${row.length} values for ${width} columns`);
      tuples.push(`(${row.map((_, i) => `$${params.length + i + 1}`).join(', ')})`);
      params.push(...row);
    }
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
