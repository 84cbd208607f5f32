/** The deployment URLs of an API product in one environment (every version's). */
import type { Queryable } from '../../platform/db/transaction.js';

export async function findDeploymentUrls(q: Queryable, apiId: string, environment: string): Promise<string[]> {
  const { rows } = await q.query<{ url: string }>(
    `SELECT d.deployed_url AS url
       FROM product_deployments d JOIN product_versions v ON v.id = d.version_id
      WHERE v.product_id = $1 AND upper(d.environment) = $2`,
    [apiId, environment.toUpperCase()],
  );
  return rows.map((r) => r.url);
}
