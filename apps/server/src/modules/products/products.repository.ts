/** Product reads, always as one team sees them (public, owned, or shared with it). */
import type { Queryable } from '../../platform/db/transaction.js';
import { prepared } from '../../platform/db/prepared.js';

export type ProductKind = 'API' | 'EVENT';

export interface ProductRow {
  id: string;
  type: ProductKind;
  namespace: string;
  name: string;
  displayName: string;
  description: string;
  tags: string[];
  visibility: 'PUBLIC' | 'PRIVATE';
  ownerTeamId: string;
  ownerTeamName: string;
  approvalType: 'auto' | 'manual';
  subscriptionAllowed: boolean;
  licenseRequired: boolean;
  purchaseLicenseUrl: string | null;
  subscriptionExpiryDays: number;
  status: string;
  createdBy: string | null;
  createdAt: Date;
  latestVersion: string | null;
  /** The asking team's relation: owner, shared, public, or null (it may not see the product). */
  relationship: 'owner' | 'shared' | 'public' | null;
}

export interface ProductListQuery {
  teamId: string;
  /** visible: public + owned + shared; team: owned + shared. */
  scope: 'visible' | 'team';
  types: ProductKind[];
  search?: string;
  sort: 'asc' | 'recent';
  limit: number;
  offset: number;
}

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const ORDER = { asc: 'lower(x.display_name), x.id', recent: 'x.created_at DESC, x.id DESC' } as const;

/** Outer columns over x (a products row plus `shared`), relative to team $1. */
const COLUMNS = `x.id, x.type, x.namespace, x.name, x.display_name AS "displayName", x.description, x.tags,
  x.visibility, x.owner_team_id AS "ownerTeamId", coalesce(ot.display_name, ot.name) AS "ownerTeamName",
  x.approval_type AS "approvalType", x.subscription_allowed AS "subscriptionAllowed",
  x.license_required AS "licenseRequired", x.purchase_license_url AS "purchaseLicenseUrl",
  x.subscription_expiry_days AS "subscriptionExpiryDays", x.status, cu.email AS "createdBy", x.created_at AS "createdAt",
  (SELECT v.version FROM product_versions v WHERE v.product_id = x.id
    ORDER BY v.created_at DESC, v.id DESC LIMIT 1) AS "latestVersion",
  CASE WHEN x.owner_team_id = $1 THEN 'owner' WHEN x.shared THEN 'shared'
       WHEN x.visibility = 'PUBLIC' THEN 'public' END AS relationship`;
const JOINS = `JOIN teams ot ON ot.id = x.owner_team_id LEFT JOIN users cu ON cu.id = x.created_by`;
// Shared with the team directly, or through a catalog relation the team accepted (catalogs module).
const SHARED = `(EXISTS (SELECT 1 FROM product_shares s WHERE s.product_id = p.id AND s.team_id = $1)
  OR EXISTS (SELECT 1 FROM catalog_products cp JOIN catalog_relations cr ON cr.catalog_id = cp.catalog_id
              WHERE cp.product_id = p.id AND cr.team_id = $1 AND cr.relationship_status = 'committed'))`;

export async function listProducts(q: Queryable, f: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const scope =
    f.scope === 'team'
      ? `(p.owner_team_id = $1 OR ${SHARED})`
      : `(p.visibility = 'PUBLIC' OR p.owner_team_id = $1 OR ${SHARED})`;
  // A search is $3 (its own text, so that a prepared plan never has to allow for both).
  const where = `p.type = ANY($2::text[]) AND ${scope}${f.search ? ' AND p.search_text LIKE $3' : ''}`;
  const order = ORDER[f.sort];
  const params: unknown[] = f.search ? [f.teamId, f.types, likePattern(f.search)] : [f.teamId, f.types];
  const [limit, offset] = [`$${params.length + 1}`, `$${params.length + 2}`];
  // Without a search the page comes from an index in the sort order (LIMIT stops early) and the count is one
  // narrow scan; a search scans anyway, so one scan gives both (a window count).
  const pageOrder = order.replaceAll('x.', 'p.');
  const [total, windowTotal] = f.search
    ? ['x.total', ', count(*) OVER () AS total']
    : [`(SELECT count(*) FROM products p WHERE ${where})`, ''];
  const text = `SELECT ${COLUMNS}, ${total} AS total
       FROM (SELECT p.*, ${SHARED} AS shared${windowTotal} FROM products p WHERE ${where}
              ORDER BY ${pageOrder} LIMIT ${limit} OFFSET ${offset}) x
       ${JOINS}
      ORDER BY ${order}`;
  const values = [...params, f.limit, f.offset];
  // The gallery's pages without a search are what every visit asks for: planned once per connection (planning
  // cost more than running). A search's plan depends on its pattern: planned each time.
  const { rows } = await q.query<ProductRow & { total: string }>(f.search ? { text, values } : prepared(text, values));
  if (rows.length > 0 || f.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: no row carried the count.
  const count = await q.query<{ n: string }>(`SELECT count(*) AS n FROM products p WHERE ${where}`, params);
  return { rows: [], total: Number(count.rows[0].n) };
}

/** One product with the team's relation to it (null relationship: the team may not see it). */
export async function findProduct(q: Queryable, productId: string, teamId: string): Promise<ProductRow | undefined> {
  const { rows } = await q.query<ProductRow>(
    `SELECT ${COLUMNS} FROM (SELECT p.*, ${SHARED} AS shared FROM products p WHERE p.id = $2) x ${JOINS}`,
    [teamId, productId],
  );
  return rows[0];
}

/** Products by id with the team's relation to each (null relationship: the team may not see it); unknown ids left out. */
export async function findProducts(q: Queryable, productIds: string[], teamId: string): Promise<ProductRow[]> {
  const { rows } = await q.query<ProductRow>(
    `SELECT ${COLUMNS} FROM (SELECT p.*, ${SHARED} AS shared FROM products p WHERE p.id = ANY($2::uuid[])) x ${JOINS}`,
    [teamId, productIds],
  );
  return rows;
}

/** An event product by its namespace and name (the event routes' address). */
export async function findProductByName(
  q: Queryable,
  namespace: string,
  name: string,
  teamId: string,
): Promise<ProductRow | undefined> {
  const { rows } = await q.query<ProductRow>(
    `SELECT ${COLUMNS}
       FROM (SELECT p.*, ${SHARED} AS shared FROM products p WHERE p.namespace = $2 AND p.name = $3) x ${JOINS}`,
    [teamId, namespace, name],
  );
  return rows[0];
}

export async function deleteProduct(q: Queryable, productId: string): Promise<void> {
  await q.query('DELETE FROM products WHERE id = $1', [productId]);
}
