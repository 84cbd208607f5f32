/** Parts of prepared API references (products' api-reference-parts.schema.ts): read one at a time. */
import type { Queryable } from '../../platform/db/transaction.js';
import type { ReferencePartKind } from '../products/reference-store.js';

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
