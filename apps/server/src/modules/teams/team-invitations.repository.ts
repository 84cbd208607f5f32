/** SQL of team invitations (INVITED relations by e-mail). "Open" means INVITED and not yet expired. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface InvitationRow {
  id: string;
  teamId: string;
  teamName: string;
  accountId: string;
  accountName: string;
  email: string;
  role: string;
  roleDisplayName: string;
  status: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const SELECT = `
  SELECT i.id, i.team_id AS "teamId", t.name AS "teamName", t.account_id AS "accountId", a.name AS "accountName",
         i.email, i.role, i.role_display_name AS "roleDisplayName", i.status, iu.email AS "invitedBy",
         i.created_at AS "createdAt", i.expires_at AS "expiresAt"
    FROM team_invitations i
    JOIN teams t ON t.id = i.team_id
    JOIN accounts a ON a.id = t.account_id
    LEFT JOIN users iu ON iu.id = i.invited_by`;
const OPEN = `i.status = 'INVITED' AND i.expires_at > now()`;

export async function listOpenForTeam(q: Queryable, teamId: string, email?: string): Promise<InvitationRow[]> {
  const { rows } = await q.query<InvitationRow>(
    `${SELECT} WHERE i.team_id = $1 AND ${OPEN} AND ($2::text IS NULL OR i.email = $2) ORDER BY i.created_at, i.email`,
    [teamId, email ?? null],
  );
  return rows;
}

export async function listOpenForEmail(q: Queryable, email: string): Promise<InvitationRow[]> {
  const { rows } = await q.query<InvitationRow>(`${SELECT} WHERE i.email = $1 AND ${OPEN} ORDER BY i.created_at`, [
    email,
  ]);
  return rows;
}

export async function findInvitation(q: Queryable, id: string): Promise<InvitationRow | undefined> {
  const { rows } = await q.query<InvitationRow>(`${SELECT} WHERE i.id = $1`, [id]);
  return rows[0];
}

/** Closes the address's INVITED invitation to the team, if any (EXPIRED when past its time, else REVOKED). */
export async function closeInvitationsOf(q: Queryable, teamId: string, email: string): Promise<void> {
  await q.query(
    `UPDATE team_invitations
        SET status = CASE WHEN expires_at <= now() THEN 'EXPIRED' ELSE 'REVOKED' END, closed_at = now()
      WHERE team_id = $1 AND email = $2 AND status = 'INVITED'`,
    [teamId, email],
  );
}

export interface NewInvitation {
  teamId: string;
  email: string;
  role: string;
  roleDisplayName: string;
  invitedBy: string;
  expiresAt: Date;
}

export async function insertInvitation(q: Queryable, i: NewInvitation): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO team_invitations (team_id, email, role, role_display_name, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [i.teamId, i.email, i.role, i.roleDisplayName, i.invitedBy, i.expiresAt],
  );
  return rows[0].id;
}

/** Moves an INVITED invitation to another status; false when it was no longer INVITED. */
export async function closeInvitation(q: Queryable, id: string, status: 'COMMITTED' | 'EXPIRED' | 'REVOKED') {
  const { rowCount } = await q.query(
    `UPDATE team_invitations SET status = $2, closed_at = now() WHERE id = $1 AND status = 'INVITED'`,
    [id, status],
  );
  return rowCount === 1;
}

export async function updateInvitationRole(q: Queryable, id: string, role: string, roleDisplayName: string) {
  await q.query('UPDATE team_invitations SET role = $2, role_display_name = $3 WHERE id = $1', [
    id,
    role,
    roleDisplayName,
  ]);
}
