/** Writes of publishing: a product, its shares, a version and its deployments (callers hold a transaction). */
import type { Throttling } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';
import type { ProductKind } from './products.repository.js';
import type { SpecSummary } from './spec-summary.js';

export interface NewProduct {
  type: ProductKind;
  namespace: string;
  name: string;
  displayName: string;
  description: string;
  tags: string[];
  visibility: 'PUBLIC' | 'PRIVATE';
  ownerTeamId: string;
  approvalType: 'auto' | 'manual';
  licenseRequired: boolean;
  purchaseLicenseUrl: string | null;
  subscriptionExpiryDays: number;
  createdBy: string | null;
  /** Demo and benchmarks only: an earlier creation time. */
  createdAt?: Date;
}

export interface NewVersion {
  productId: string;
  version: string;
  format: string;
  syntax: string;
  source: string;
  documentJson: string;
  summary: SpecSummary;
  createdBy: string | null;
  createdAt?: Date;
}

export const searchTextOf = (p: Pick<NewProduct, 'name' | 'displayName' | 'description' | 'tags'>) =>
  [p.name, p.displayName, p.description, ...p.tags].join(' ').toLowerCase();

export async function insertProduct(q: Queryable, p: NewProduct): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO products (type, namespace, name, display_name, description, tags, search_text, visibility,
                           owner_team_id, approval_type, license_required, purchase_license_url,
                           subscription_expiry_days, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, coalesce($15, now()), coalesce($15, now()))
     RETURNING id`,
    [
      p.type,
      p.namespace,
      p.name,
      p.displayName,
      p.description,
      p.tags,
      searchTextOf(p),
      p.visibility,
      p.ownerTeamId,
      p.approvalType,
      p.licenseRequired,
      p.purchaseLicenseUrl,
      p.subscriptionExpiryDays,
      p.createdBy,
      p.createdAt ?? null,
    ],
  );
  return rows[0].id;
}

export async function insertShares(q: Queryable, productId: string, teamIds: string[]): Promise<void> {
  if (teamIds.length === 0) return;
  await q.query(
    `INSERT INTO product_shares (product_id, team_id) SELECT $1, t.id FROM teams t WHERE t.id = ANY($2::uuid[])
     ON CONFLICT DO NOTHING`,
    [productId, teamIds],
  );
}

export async function insertVersion(q: Queryable, v: NewVersion): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO product_versions (product_id, version, format, syntax, source, document_json, summary, created_by,
                                   created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now())) RETURNING id`,
    [
      v.productId,
      v.version,
      v.format,
      v.syntax,
      v.source,
      v.documentJson,
      JSON.stringify(v.summary),
      v.createdBy,
      v.createdAt ?? null,
    ],
  );
  await q.query('UPDATE products SET updated_at = now() WHERE id = $1', [v.productId]);
  return rows[0].id;
}

export async function insertDeployments(
  q: Queryable,
  versionId: string,
  deployments: Array<{ environment: string; url: string; throttling: Throttling | null }>,
): Promise<void> {
  for (const d of deployments) {
    await q.query(
      'INSERT INTO product_deployments (version_id, environment, deployed_url, throttling) VALUES ($1, $2, $3, $4)',
      [versionId, d.environment, d.url, d.throttling === null ? null : JSON.stringify(d.throttling)],
    );
  }
}
