/** The published OpenAPI versions the mock upstream answers for, by product name and version label. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface MockVersionRow {
  versionId: string;
  /** The product's key, `<namespace>.<name>`, as application tokens list their subscriptions. */
  productKey: string;
  createdAt: Date;
}

export async function findMockVersions(q: Queryable, name: string, version: string): Promise<MockVersionRow[]> {
  const { rows } = await q.query<MockVersionRow>(
    `SELECT v.id AS "versionId", p.namespace || '.' || p.name AS "productKey", v.created_at AS "createdAt"
       FROM products p JOIN product_versions v ON v.product_id = p.id
      WHERE p.name = $1 AND v.version = $2 AND p.type = 'API' AND v.format LIKE 'openapi%'`,
    [name, version],
  );
  return rows;
}

export async function findVersionJson(q: Queryable, versionId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ json: string }>('SELECT document_json AS json FROM product_versions WHERE id = $1', [
    versionId,
  ]);
  return rows[0]?.json;
}
