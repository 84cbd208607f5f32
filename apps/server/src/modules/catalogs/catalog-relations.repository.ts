/** Access entries of catalogs: invitations of teams and users, pending until accepted. */
import type { Queryable } from '../../platform/db/transaction.js';

export type InviteType = 'INTERNAL_ACCOUNT' | 'USER_EXTERNAL_ACCOUNT';

export interface RelationRow {
  id: string;
  catalogId: string;
  inviteType: InviteType;
  teamId: string | null;
  teamName: string | null;
  inviteeEmail: string | null;
  emailRef: string;
  relationshipStatus: 'pending' | 'committed';
  createdAt: Date;
  acceptedAt: Date | null;
}

const SELECT = `SELECT r.id, r.catalog_id AS "catalogId", r.invite_type AS "inviteType", r.team_id AS "teamId",
    coalesce(t.display_name, t.name) AS "teamName", r.invitee_email AS "inviteeEmail", r.email_ref AS "emailRef",
    r.relationship_status AS "relationshipStatus", r.created_at AS "createdAt", r.accepted_at AS "acceptedAt"
  FROM catalog_relations r LEFT JOIN teams t ON t.id = r.team_id`;

export async function listRelations(q: Queryable, catalogId: string): Promise<RelationRow[]> {
  const { rows } = await q.query<RelationRow>(`${SELECT} WHERE r.catalog_id = $1 ORDER BY r.created_at, r.id`, [
    catalogId,
  ]);
  return rows;
}

export async function findRelationById(q: Queryable, id: string): Promise<RelationRow | undefined> {
  const { rows } = await q.query<RelationRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0];
}

export async function findRelationByRef(
  q: Queryable,
  catalogId: string,
  emailRef: string,
): Promise<RelationRow | undefined> {
  const { rows } = await q.query<RelationRow>(`${SELECT} WHERE r.catalog_id = $1 AND r.email_ref = $2`, [
    catalogId,
    emailRef,
  ]);
  return rows[0];
}

/** The invitation of a team or of an e-mail address to a catalog. */
export async function findGranteeRelation(
  q: Queryable,
  catalogId: string,
  grantee: { teamId: string } | { email: string },
): Promise<RelationRow | undefined> {
  const [where, value] =
    'teamId' in grantee
      ? [`r.invite_type = 'INTERNAL_ACCOUNT' AND r.team_id = $2`, grantee.teamId]
      : [`r.invite_type = 'USER_EXTERNAL_ACCOUNT' AND r.invitee_email = $2`, grantee.email];
  const { rows } = await q.query<RelationRow>(`${SELECT} WHERE r.catalog_id = $1 AND ${where}`, [catalogId, value]);
  return rows[0];
}

export async function insertRelation(
  q: Queryable,
  r: {
    catalogId: string;
    inviteType: InviteType;
    teamId: string | null;
    email: string | null;
    emailRef: string;
    invitedBy: string;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO catalog_relations (catalog_id, invite_type, team_id, invitee_email, email_ref, invited_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.catalogId, r.inviteType, r.teamId, r.email, r.emailRef, r.invitedBy],
  );
  return rows[0].id;
}

/** pending -> committed for the given team; false when it was no longer pending. */
export async function commitRelation(q: Queryable, id: string, teamId: string, userId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE catalog_relations SET relationship_status = 'committed', team_id = $2, accepted_by = $3,
            accepted_at = now()
      WHERE id = $1 AND relationship_status = 'pending'`,
    [id, teamId, userId],
  );
  return rowCount === 1;
}

export async function deleteRelation(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM catalog_relations WHERE id = $1', [id]);
}

/** E-mail addresses of a team's members holding one of the roles (the recipients of a team invitation). */
export async function teamMemberEmails(q: Queryable, teamId: string): Promise<Array<{ email: string; role: string }>> {
  const { rows } = await q.query<{ email: string; role: string }>(
    `SELECT u.email, m.role FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 ORDER BY u.email`,
    [teamId],
  );
  return rows;
}

/** One of the teams that holds the catalog through an accepted relation. */
export async function grantedTeamOf(q: Queryable, catalogId: string, teamIds: string[]): Promise<string | null> {
  const { rows } = await q.query<{ teamId: string }>(
    `SELECT team_id AS "teamId" FROM catalog_relations
      WHERE catalog_id = $1 AND team_id = ANY($2::uuid[]) AND relationship_status = 'committed'
      ORDER BY accepted_at LIMIT 1`,
    [catalogId, teamIds],
  );
  return rows[0]?.teamId ?? null;
}
