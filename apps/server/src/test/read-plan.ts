/**
 * What a read-cached query reads, from PostgreSQL's own plan: the query a repository function sends is captured,
 * EXPLAINed with its values, and the relations of every plan node collected. A cache that lists fewer tables than
 * its query reads would miss their changes (platform/db/read-cache.ts).
 */
import type pg from 'pg';

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function relationsOf(node: PlanNode, into: Set<string>) {
  if (node['Relation Name']) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) relationsOf(child, into);
}

/** The tables the queries `run` sends (through the fake pool it is given) read on `pool`'s database. */
export async function tablesRead(pool: pg.Pool, run: (fake: pg.Pool) => Promise<unknown>): Promise<Set<string>> {
  const sent: Array<{ text: string; values: unknown[] }> = [];
  const fake = {
    query: async (config: string | pg.QueryConfig, values?: unknown[]) => {
      const q = typeof config === 'string' ? { text: config, values: values ?? [] } : config;
      sent.push({ text: q.text, values: q.values ?? values ?? [] });
      return { rows: [], rowCount: 0 };
    },
  } as unknown as pg.Pool;
  await run(fake);
  const tables = new Set<string>();
  for (const q of sent) {
    const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (FORMAT JSON) ${q.text}`,
      q.values,
    );
    relationsOf(rows[0]['QUERY PLAN'][0].Plan, tables);
  }
  return tables;
}

/** The tables whose changes are NOTIFYed to the read caches (migration 0018's triggers). */
export async function tablesNotifying(pool: pg.Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgfoid = 'dc_table_changed'::regproc AND NOT t.tgisinternal`,
  );
  return new Set(rows.map((r) => r.table));
}
