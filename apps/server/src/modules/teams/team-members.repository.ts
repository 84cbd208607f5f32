/** SQL of team memberships (COMMITTED relations). */
import type { Queryable } from '../../platform/db/transaction.js';

export interface MemberRow {
  userId: string;
  teamId: string;
  email: string;
  givenName: string;
  familyName: string;
  role: string;
  roleDisplayName: string | null;
  relationId: string;
  createdAt: Date;
}

const COLUMNS = `tm.user_id AS "userId", tm.team_id AS "teamId", u.email, u.given_name AS "givenName",
  u.family_name AS "familyName", tm.role, tm.role_display_name AS "roleDisplayName",
  tm.relation_id AS "relationId", tm.created_at AS "createdAt"`;

export async function listMembers(
  q: Queryable,
  teamId: string,
  f: { userId?: string; email?: string } = {},
): Promise<MemberRow[]> {
  const { rows } = await q.query<MemberRow>(
    `SELECT ${COLUMNS}
       FROM team_members tm JOIN users u ON u.id = tm.user_id
      WHERE tm.team_id = $1
        AND ($2::uuid IS NULL OR tm.user_id = $2)
        AND ($3::text IS NULL OR u.email = $3)
      ORDER BY tm.created_at, lower(u.email)`,
    [teamId, f.userId ?? null, f.email ?? null],
  );
  return rows;
}

export async function findMemberByRelation(q: Queryable, relationId: string): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(
    `SELECT ${COLUMNS} FROM team_members tm JOIN users u ON u.id = tm.user_id WHERE tm.relation_id = $1`,
    [relationId],
  );
  return rows[0];
}

export interface NewMember {
  teamId: string;
  userId: string;
  role: string;
  roleDisplayName: string | null;
  /** Keeps an accepted invitation's id as the relation id. */
  relationId?: string;
}

/** Adds a membership; false when the user is already a member (the relation exists). */
export async function insertMember(q: Queryable, m: NewMember): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO team_members (team_id, user_id, role, role_display_name, relation_id)
     VALUES ($1, $2, $3, $4, COALESCE($5::uuid, gen_random_uuid()))
     ON CONFLICT (team_id, user_id) DO NOTHING`,
    [m.teamId, m.userId, m.role, m.roleDisplayName, m.relationId ?? null],
  );
  return rowCount === 1;
}

export async function deleteMember(q: Queryable, teamId: string, userId: string): Promise<void> {
  await q.query('DELETE FROM team_members WHERE team_id = $1 AND user_id = $2', [teamId, userId]);
}

export async function updateMemberRole(
  q: Queryable,
  relationId: string,
  role: string,
  roleDisplayName: string | null,
): Promise<void> {
  await q.query('UPDATE team_members SET role = $2, role_display_name = $3 WHERE relation_id = $1', [
    relationId,
    role,
    roleDisplayName,
  ]);
}

/** Serialises membership changes of one team (last-administrator rule). */
export async function lockTeam(q: Queryable, teamId: string): Promise<void> {
  await q.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [teamId]);
}

/** True while the user still belongs to some team (a personal one aside) or account. */
export async function belongsAnywhere(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM team_members tm JOIN teams t ON t.id = tm.team_id
                     WHERE tm.user_id = $1 AND upper(t.type) <> 'INDIVIDUAL')
         OR EXISTS (SELECT 1 FROM account_members WHERE user_id = $1) AS any`,
    [userId],
  );
  return rows[0].any;
}
