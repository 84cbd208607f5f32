/** Parts of prepared API references (api-reference.schema.ts): stored once per version, read one at a time. */
import type { Queryable } from '../../platform/db/transaction.js';

export type ReferencePartKind = 'index' | 'operation' | 'schema';
export interface ReferencePart {
  kind: ReferencePartKind;
  key: string;
  body: string;
}

/** Rows per INSERT: keeps each statement's parameters and text small for a document of thousands of parts. */
const BATCH = 500;

/** Stores a version's parts; a concurrent preparation of the same version keeps the first (same content). */
export async function insertReferenceParts(q: Queryable, versionId: string, parts: ReferencePart[]): Promise<void> {
  // The index goes last: its presence says the version is prepared whole.
  const ordered = [...parts.filter((p) => p.kind !== 'index'), ...parts.filter((p) => p.kind === 'index')];
  for (let i = 0; i < ordered.length; i += BATCH) {
    const batch = ordered.slice(i, i + BATCH);
    await q.query(
      `INSERT INTO api_reference_parts (version_id, kind, key, body)
       SELECT $1, kind, key, body FROM unnest($2::text[], $3::text[], $4::text[]) AS p(kind, key, body)
       ON CONFLICT DO NOTHING`,
      [versionId, batch.map((p) => p.kind), batch.map((p) => p.key), batch.map((p) => p.body)],
    );
  }
}

export async function findReferencePart(
  q: Queryable,
  versionId: string,
  kind: ReferencePartKind,
  key: string,
): Promise<string | undefined> {
  const { rows } = await q.query<{ body: string }>(
    'SELECT body FROM api_reference_parts WHERE version_id = $1 AND kind = $2 AND key = $3',
    [versionId, kind, key],
  );
  return rows[0]?.body;
}

/** The id and format of a product's version, without its document. */
export async function findVersionHead(
  q: Queryable,
  productId: string,
  version: string,
): Promise<{ id: string; format: string } | undefined> {
  const { rows } = await q.query<{ id: string; format: string }>(
    'SELECT id, format FROM product_versions WHERE product_id = $1 AND version = $2',
    [productId, version],
  );
  return rows[0];
}
