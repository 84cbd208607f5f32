/** The products of a catalog and their order (position = list position, 0-based). */
import type { Queryable } from '../../platform/db/transaction.js';

export async function listCatalogProductIds(q: Queryable, catalogId: string): Promise<string[]> {
  const { rows } = await q.query<{ productId: string }>(
    `SELECT product_id AS "productId" FROM catalog_products WHERE catalog_id = $1 ORDER BY position, created_at`,
    [catalogId],
  );
  return rows.map((r) => r.productId);
}

/** Replaces the catalog's products with the list, in its order. */
export async function replaceCatalogProducts(q: Queryable, catalogId: string, productIds: string[]): Promise<void> {
  await q.query('DELETE FROM catalog_products WHERE catalog_id = $1', [catalogId]);
  if (productIds.length === 0) return;
  await q.query(
    `INSERT INTO catalog_products (catalog_id, product_id, position)
     SELECT $1, id, ord - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS x(id, ord)`,
    [catalogId, productIds],
  );
}
