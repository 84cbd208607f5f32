/** Pending approvals: requests for the APIs a team owns, and the people to tell about them. */
import type { Queryable } from '../../platform/db/transaction.js';
import { LIVE } from './subscriptions.repository.js';

export interface ApprovalRow {
  subscriptionId: string;
  status: 'Active' | 'Pending' | 'Denied';
  /** The request is Pending but past its expiry. */
  expired: boolean;
  appId: string;
  appName: string;
  appDisplayName: string;
  teamId: string;
  teamName: string;
  requestedBy: string | null;
  apiId: string;
  apiDisplayName: string;
  namespace: string;
  apiName: string;
  ownerTeamId: string;
  approvalType: string;
  createdAt: Date;
  expiresAt: Date | null;
  decidedAt: Date | null;
  denialReason: string | null;
}

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const COLUMNS = `s.id AS "subscriptionId", s.status, (s.status = 'Pending' AND s.expires_at <= now()) AS expired,
  a.id AS "appId", a.name AS "appName", a.display_name AS "appDisplayName", t.id AS "teamId",
  coalesce(t.display_name, t.name) AS "teamName", u.email AS "requestedBy", p.id AS "apiId",
  p.display_name AS "apiDisplayName", p.namespace, p.name AS "apiName", p.owner_team_id AS "ownerTeamId",
  p.approval_type AS "approvalType", s.created_at AS "createdAt", s.expires_at AS "expiresAt",
  s.decided_at AS "decidedAt", s.denial_reason AS "denialReason"`;
const JOINS = `JOIN applications a ON a.id = s.application_id JOIN products p ON p.id = s.api_id
  JOIN teams t ON t.id = s.team_id LEFT JOIN users u ON u.id = s.requested_by`;

/** Live Pending requests for APIs the team owns, oldest first (they expire first). */
export async function listPending(
  q: Queryable,
  ownerTeamId: string,
  f: { search?: string; limit: number; offset: number },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const where = `p.owner_team_id = $1 AND s.status = 'Pending' AND ${LIVE}
    AND ($2::text IS NULL OR lower(a.display_name) LIKE $2 OR lower(p.display_name) LIKE $2
         OR lower(coalesce(t.display_name, t.name)) LIKE $2 OR lower(coalesce(u.email, '')) LIKE $2)`;
  const params = [ownerTeamId, f.search ? likePattern(f.search) : null];
  const [{ rows }, count] = await Promise.all([
    q.query<ApprovalRow>(
      `SELECT ${COLUMNS} FROM api_subscriptions s ${JOINS} WHERE ${where}
        ORDER BY s.created_at, s.id LIMIT $3 OFFSET $4`,
      [...params, f.limit, f.offset],
    ),
    q.query<{ n: string }>(`SELECT count(*) AS n FROM api_subscriptions s ${JOINS} WHERE ${where}`, params),
  ]);
  return { rows, total: Number(count.rows[0].n) };
}

export async function findApproval(q: Queryable, subscriptionId: string): Promise<ApprovalRow | undefined> {
  const { rows } = await q.query<ApprovalRow>(`SELECT ${COLUMNS} FROM api_subscriptions s ${JOINS} WHERE s.id = $1`, [
    subscriptionId,
  ]);
  return rows[0];
}

/** Decides a request that is still pending and live; false when it no longer is (someone else was quicker). */
export async function decide(
  q: Queryable,
  subscriptionId: string,
  d: { status: 'Active' | 'Denied'; decidedBy: string; reason: string | null },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE api_subscriptions s
        SET status = $2, decided_by = $3, decided_at = now(), denial_reason = $4, expires_at = NULL
      WHERE s.id = $1 AND s.status = 'Pending' AND ${LIVE}`,
    [subscriptionId, d.status, d.decidedBy, d.reason],
  );
  return (rowCount ?? 0) > 0;
}

/** Members of a team with their roles and e-mails (the approvers are chosen by role in the service). */
export async function findTeamMembers(q: Queryable, teamId: string): Promise<Array<{ email: string; role: string }>> {
  const { rows } = await q.query<{ email: string; role: string }>(
    `SELECT u.email, tm.role FROM team_members tm JOIN users u ON u.id = tm.user_id WHERE tm.team_id = $1 ORDER BY u.email`,
    [teamId],
  );
  return rows;
}
