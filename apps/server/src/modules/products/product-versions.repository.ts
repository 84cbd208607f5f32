/** Versions of products and their deployments. */
import type { Throttling } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';
import type { SpecSummary } from './spec-summary.js';

export interface DeploymentRow {
  id: string;
  environment: string;
  deployedUrl: string;
  throttling: Throttling | null;
}

export interface VersionRow {
  id: string;
  productId: string;
  version: string;
  format: string;
  summary: SpecSummary;
  createdAt: Date;
  deployments: DeploymentRow[];
}

const ENV_ORDER = `array_position(ARRAY['DEV','QA','STAGE','PROD'], d.environment)`;
const VERSION_COLUMNS = `v.id, v.product_id AS "productId", v.version, v.format, v.summary, v.created_at AS "createdAt",
  coalesce((SELECT json_agg(json_build_object('id', d.id, 'environment', d.environment,
                  'deployedUrl', d.deployed_url, 'throttling', d.throttling) ORDER BY ${ENV_ORDER})
              FROM product_deployments d WHERE d.version_id = v.id), '[]'::json) AS deployments`;

/** Every version of the products, newest first, deployments in the order DEV, QA, STAGE, PROD. */
export async function listVersions(q: Queryable, productIds: string[]): Promise<VersionRow[]> {
  if (productIds.length === 0) return [];
  const { rows } = await q.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM product_versions v
      WHERE v.product_id = ANY($1::uuid[]) ORDER BY v.created_at DESC, v.id DESC`,
    [productIds],
  );
  return rows;
}

/** One version with its document as JSON text. */
export async function findVersionDocument(
  q: Queryable,
  productId: string,
  version: string,
): Promise<(VersionRow & { documentJson: string }) | undefined> {
  const { rows } = await q.query<VersionRow & { documentJson: string }>(
    `SELECT ${VERSION_COLUMNS}, v.document_json AS "documentJson" FROM product_versions v
      WHERE v.product_id = $1 AND v.version = $2`,
    [productId, version],
  );
  return rows[0];
}
