/**
 * API subscriptions as a team sees them. A Pending request past its expires_at is gone: every read leaves it out
 * (LIVE), and a new request for the same application and API replaces it.
 */
import type { Queryable } from '../../platform/db/transaction.js';

export const LIVE = `NOT (s.status = 'Pending' AND s.expires_at <= now())`;

export interface SubscriptionRow {
  subscriptionId: string;
  appId: string;
  appName: string;
  appDisplayName: string;
  appVisibility: string;
  appStatus: string;
  apiId: string;
  apiName: string;
  apiDisplayName: string;
  namespace: string;
  environments: string[];
  status: 'Active' | 'Pending' | 'Denied';
  createdAt: Date;
  expiresAt: Date | null;
  decidedAt: Date | null;
  denialReason: string | null;
}

export interface SubscriptionFilter {
  teamId: string;
  callerId: string;
  appIds?: string[];
  apiId?: string;
  statuses?: string[];
  search?: string;
  sort: 'recent' | 'asc';
  limit: number;
  offset: number;
}

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const ORDER = {
  recent: 's.created_at DESC, s.id DESC',
  asc: 'lower(a.display_name), lower(p.display_name), s.id',
} as const;
const COLUMNS = `s.id AS "subscriptionId", a.id AS "appId", a.name AS "appName", a.display_name AS "appDisplayName",
  a.visibility AS "appVisibility", a.status AS "appStatus", p.id AS "apiId", p.name AS "apiName",
  p.display_name AS "apiDisplayName", p.namespace, s.status, s.created_at AS "createdAt", s.expires_at AS "expiresAt",
  s.decided_at AS "decidedAt", s.denial_reason AS "denialReason",
  ARRAY(SELECT DISTINCT d.environment FROM product_versions v JOIN product_deployments d ON d.version_id = v.id
         WHERE v.product_id = p.id) AS environments`;
const JOINS = `JOIN applications a ON a.id = s.application_id JOIN products p ON p.id = s.api_id`;
/** $1 team, $2 caller (PERSONAL applications are their creator's only). */
const VISIBLE = `s.team_id = $1 AND (a.visibility = 'TEAM' OR a.created_by = $2) AND ${LIVE}`;

/** The page and count statements of a list (exported so that the benchmark explains exactly these). */
export function listStatements(f: SubscriptionFilter) {
  // The search matches applications and APIs first (a few hundred rows), so that each subscription is only
  // looked up in those sets rather than running every pattern against every row.
  const where = `${VISIBLE}
    AND ($3::uuid[] IS NULL OR s.application_id = ANY($3::uuid[]))
    AND ($4::uuid IS NULL OR s.api_id = $4)
    AND ($5::text[] IS NULL OR s.status = ANY($5::text[]))
    AND ($6::text IS NULL
         OR s.application_id IN (SELECT m.id FROM applications m
                                  WHERE m.team_id = $1 AND (lower(m.display_name) LIKE $6 OR m.id::text LIKE $6))
         OR s.api_id IN (SELECT m.id FROM products m
                          WHERE lower(m.display_name) LIKE $6 OR lower(m.namespace || '.' || m.name) LIKE $6))`;
  const values = [
    f.teamId,
    f.callerId,
    f.appIds ?? null,
    f.apiId ?? null,
    f.statuses ?? null,
    f.search ? likePattern(f.search) : null,
  ];
  return {
    // The page stops early where an index gives the order (recent); the count is its own narrow query.
    page: {
      text: `WITH page AS (
               SELECT s.id FROM api_subscriptions s ${JOINS}
                WHERE ${where} ORDER BY ${ORDER[f.sort]} LIMIT $7 OFFSET $8)
             SELECT ${COLUMNS} FROM page JOIN api_subscriptions s ON s.id = page.id ${JOINS}
              ORDER BY ${ORDER[f.sort]}`,
      values: [...values, f.limit, f.offset],
    },
    // The filter reads no product column (the search looks products up apart), and every subscription has its
    // product (a foreign key): the count needs the applications alone.
    count: {
      text: `SELECT count(*) AS n FROM api_subscriptions s JOIN applications a ON a.id = s.application_id WHERE ${where}`,
      values,
    },
  };
}

export async function listSubscriptions(
  q: Queryable,
  f: SubscriptionFilter,
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const { page, count } = listStatements(f);
  const [rows, n] = await Promise.all([
    q.query<SubscriptionRow>(page.text, page.values),
    q.query<{ n: string }>(count.text, count.values),
  ]);
  return { rows: rows.rows, total: Number(n.rows[0].n) };
}

/** The subscription of an application to an API, as a member of the application's team sees it. */
export async function findSubscription(
  q: Queryable,
  teamId: string,
  callerId: string,
  appId: string,
  apiId: string,
): Promise<SubscriptionRow | undefined> {
  const { rows } = await q.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM api_subscriptions s ${JOINS}
      WHERE ${VISIBLE} AND s.application_id = $3 AND s.api_id = $4`,
    [teamId, callerId, appId, apiId],
  );
  return rows[0];
}

/** Inserts unless the application already has a (live) subscription to the API; returns the new id or undefined. */
export async function insertSubscription(
  q: Queryable,
  v: {
    appId: string;
    apiId: string;
    teamId: string;
    status: string;
    requestedBy: string;
    expiresAt: Date | null;
    createdAt?: Date;
  },
): Promise<string | undefined> {
  await q.query(`DELETE FROM api_subscriptions s WHERE s.application_id = $1 AND s.api_id = $2 AND NOT (${LIVE})`, [
    v.appId,
    v.apiId,
  ]);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO api_subscriptions (application_id, api_id, team_id, status, requested_by, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, now()))
     ON CONFLICT (application_id, api_id) DO NOTHING
     RETURNING id`,
    [v.appId, v.apiId, v.teamId, v.status, v.requestedBy, v.expiresAt, v.createdAt ?? null],
  );
  return rows[0]?.id;
}

/** The status of the live subscription of an application to an API, if any. */
export async function findStatus(q: Queryable, appId: string, apiId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ status: string }>(
    `SELECT s.status FROM api_subscriptions s WHERE s.application_id = $1 AND s.api_id = $2 AND ${LIVE}`,
    [appId, apiId],
  );
  return rows[0]?.status;
}

export async function deleteSubscription(q: Queryable, subscriptionId: string): Promise<void> {
  await q.query('DELETE FROM api_subscriptions WHERE id = $1', [subscriptionId]);
}

/** Applications subscribed to (or waiting for) the API: what makes deleting the product refuse (API1013). */
export async function hasSubscribedApplications(q: Queryable, apiId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM api_subscriptions s WHERE s.api_id = $1 AND s.status IN ('Active', 'Pending') AND ${LIVE} LIMIT 1`,
    [apiId],
  );
  return rows.length > 0;
}
