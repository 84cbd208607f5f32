/** Stored product documents: the introduction and Markdown files. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface DocumentRow {
  productId: string;
  file: string;
  format: 'markdown' | 'yaml' | 'json';
  content: string;
  updatedAt: Date;
  /** E-mail of the last editor (null when unknown or gone). */
  updatedBy: string | null;
}

export async function findDocument(q: Queryable, productId: string, file: string): Promise<DocumentRow | undefined> {
  const { rows } = await q.query<DocumentRow>(
    `SELECT d.product_id AS "productId", d.file, d.format, d.content, d.updated_at AS "updatedAt",
            u.email AS "updatedBy"
       FROM product_documents d LEFT JOIN users u ON u.id = d.updated_by
      WHERE d.product_id = $1 AND d.file = $2`,
    [productId, file],
  );
  return rows[0];
}

export async function saveDocument(
  q: Queryable,
  d: { productId: string; file: string; format: string; content: string; updatedBy: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO product_documents (product_id, file, format, content, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (product_id, file) DO UPDATE
       SET format = EXCLUDED.format, content = EXCLUDED.content, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [d.productId, d.file, d.format, d.content, d.updatedBy],
  );
}
