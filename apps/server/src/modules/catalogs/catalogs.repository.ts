/** Catalog reads and writes, always relative to a viewer: the teams asking and whether one of them is internal. */
import type { Queryable } from '../../platform/db/transaction.js';

export type CatalogRelationship = 'owner' | 'shared' | 'public';

export interface CatalogRow {
  id: string;
  teamId: string;
  teamName: string;
  accountId: string;
  name: string;
  displayName: string;
  description: string;
  details: string;
  type: 'core' | 'industry' | 'workflow' | 'custom';
  visibility: 'PRIVATE' | 'PUBLIC';
  entityType: string;
  status: 'published' | 'unpublished';
  imageUrl: string;
  createdAt: Date;
  updatedAt: Date;
  productCount: number;
  /** The viewer's relation; null: the viewer may not see it. */
  relationship: CatalogRelationship | null;
}

/** The teams a caller asks as (one current team, or all their teams) and whether any of them is internal. */
export interface Viewer {
  teamIds: string[];
  internal: boolean;
}

const GRANTED = `EXISTS (SELECT 1 FROM catalog_relations r WHERE r.catalog_id = c.id AND r.team_id = ANY($1::uuid[])
                   AND r.relationship_status = 'committed')`;
// Core catalogs are for internal teams only (spec 2 section 6); public ones show once published.
const PUBLIC = `(c.visibility = 'PUBLIC' AND c.status = 'published' AND (c.type <> 'core' OR $2::boolean))`;
const RELATIONSHIP = `CASE WHEN c.team_id = ANY($1::uuid[]) THEN 'owner' WHEN ${GRANTED} THEN 'shared'
                           WHEN ${PUBLIC} THEN 'public' END`;
const SELECT = `SELECT c.id, c.team_id AS "teamId", coalesce(t.display_name, t.name) AS "teamName",
    t.account_id AS "accountId", c.name, c.display_name AS "displayName", c.description, c.details, c.type,
    c.visibility, c.entity_type AS "entityType", c.status, c.image_url AS "imageUrl", c.created_at AS "createdAt",
    c.updated_at AS "updatedAt",
    (SELECT count(*)::int FROM catalog_products cp WHERE cp.catalog_id = c.id) AS "productCount",
    ${RELATIONSHIP} AS relationship
  FROM catalogs c JOIN teams t ON t.id = c.team_id`;
// The gallery's type order (spec 2 section 9), then by name.
const ORDER = `ORDER BY array_position(ARRAY['core','industry','workflow','custom'], c.type), lower(c.name), c.id`;

const args = (v: Viewer) => [v.teamIds, v.internal];

/** GET /catalogs: the public catalogs the viewer may see. */
export async function listPublicCatalogs(q: Queryable, v: Viewer): Promise<CatalogRow[]> {
  const { rows } = await q.query<CatalogRow>(`${SELECT} WHERE ${PUBLIC} ${ORDER}`, args(v));
  return rows;
}

/** GET /teams/{id}/catalogs: catalogs the viewer owns or was granted. */
export async function listTeamCatalogs(q: Queryable, v: Viewer): Promise<CatalogRow[]> {
  const { rows } = await q.query<CatalogRow>(
    `${SELECT} WHERE c.team_id = ANY($1::uuid[]) OR ${GRANTED} ${ORDER}`,
    args(v),
  );
  return rows;
}

/** One catalog with the viewer's relation (null: not visible to it); undefined when it does not exist. */
export async function findCatalog(q: Queryable, id: string, v: Viewer): Promise<CatalogRow | undefined> {
  const { rows } = await q.query<CatalogRow>(`${SELECT} WHERE c.id = $3`, [...args(v), id]);
  return rows[0];
}

export interface CatalogFields {
  name: string;
  displayName: string;
  description: string;
  details: string;
  type: string;
  visibility: string;
  entityType: string;
  status: string;
  imageUrl: string;
}

export async function insertCatalog(
  q: Queryable,
  c: CatalogFields & { teamId: string; createdBy: string },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO catalogs (team_id, name, display_name, description, details, type, visibility, entity_type, status,
                           image_url, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      c.teamId,
      c.name,
      c.displayName,
      c.description,
      c.details,
      c.type,
      c.visibility,
      c.entityType,
      c.status,
      c.imageUrl,
      c.createdBy,
    ],
  );
  return rows[0].id;
}

export async function updateCatalog(q: Queryable, id: string, c: CatalogFields): Promise<void> {
  await q.query(
    `UPDATE catalogs SET name = $2, display_name = $3, description = $4, details = $5, type = $6, visibility = $7,
            entity_type = $8, status = $9, image_url = $10, updated_at = now()
      WHERE id = $1`,
    [id, c.name, c.displayName, c.description, c.details, c.type, c.visibility, c.entityType, c.status, c.imageUrl],
  );
}

export async function deleteCatalog(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM catalogs WHERE id = $1', [id]);
}

/** Locks the catalog row so concurrent product edits and the publish rule see one state. */
export async function lockCatalog(q: Queryable, id: string): Promise<void> {
  await q.query('SELECT 1 FROM catalogs WHERE id = $1 FOR UPDATE', [id]);
}

export async function touchCatalog(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE catalogs SET updated_at = now() WHERE id = $1', [id]);
}
