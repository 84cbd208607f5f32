/** SQL of team link requests and linked teams. A request is "open" until it expires. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface LinkInvitationRow {
  id: string;
  inviterTeamId: string;
  inviterTeamName: string;
  inviterAccountName: string;
  inviterEmail: string;
  inviteeEmail: string;
  note: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const SELECT_INVITATION = `
  SELECT li.id, li.inviter_team_id AS "inviterTeamId", t.name AS "inviterTeamName", a.name AS "inviterAccountName",
         li.inviter_email AS "inviterEmail", li.invitee_email AS "inviteeEmail", li.note,
         li.created_at AS "createdAt", li.expires_at AS "expiresAt"
    FROM team_link_invitations li
    JOIN teams t ON t.id = li.inviter_team_id
    JOIN accounts a ON a.id = t.account_id`;

export async function listOpenLinkInvitations(q: Queryable, inviterTeamId: string): Promise<LinkInvitationRow[]> {
  const { rows } = await q.query<LinkInvitationRow>(
    `${SELECT_INVITATION} WHERE li.inviter_team_id = $1 AND li.expires_at > now() ORDER BY li.created_at DESC, li.id`,
    [inviterTeamId],
  );
  return rows;
}

/** An open request of the inviter team (expired ones are as good as gone). */
export async function findOpenLinkInvitation(q: Queryable, id: string, inviterTeamId: string) {
  const { rows } = await q.query<LinkInvitationRow>(
    `${SELECT_INVITATION} WHERE li.id = $1 AND li.inviter_team_id = $2 AND li.expires_at > now()`,
    [id, inviterTeamId],
  );
  return rows[0];
}

export async function hasOpenLinkInvitation(q: Queryable, inviterTeamId: string, inviteeEmail: string) {
  const { rowCount } = await q.query(
    `SELECT 1 FROM team_link_invitations WHERE inviter_team_id = $1 AND invitee_email = $2 AND expires_at > now()`,
    [inviterTeamId, inviteeEmail],
  );
  return (rowCount ?? 0) > 0;
}

export interface NewLinkInvitation {
  inviterTeamId: string;
  inviterUserId: string;
  inviterEmail: string;
  inviteeEmail: string;
  note: string | null;
  expiresAt: Date;
}

export async function insertLinkInvitation(q: Queryable, i: NewLinkInvitation): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO team_link_invitations (inviter_team_id, inviter_user_id, inviter_email, invitee_email, note, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [i.inviterTeamId, i.inviterUserId, i.inviterEmail, i.inviteeEmail, i.note, i.expiresAt],
  );
  return rows[0].id;
}

export async function deleteLinkInvitation(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM team_link_invitations WHERE id = $1', [id]);
  return rowCount === 1;
}

export interface LinkRelationRow {
  id: string;
  teamId: string;
  teamName: string;
  accountName: string;
  createdAt: Date;
}

/** The teams linked with the given team, each seen from that team (teamId is the other team). */
export async function listLinkRelations(q: Queryable, teamId: string, relationId?: string): Promise<LinkRelationRow[]> {
  const { rows } = await q.query<LinkRelationRow>(
    `SELECT r.id, o.id AS "teamId", o.name AS "teamName", a.name AS "accountName", r.created_at AS "createdAt"
       FROM team_link_relations r
       JOIN teams o ON o.id = CASE WHEN r.team_low_id = $1 THEN r.team_high_id ELSE r.team_low_id END
       JOIN accounts a ON a.id = o.account_id
      WHERE (r.team_low_id = $1 OR r.team_high_id = $1) AND ($2::uuid IS NULL OR r.id = $2)
      ORDER BY r.created_at DESC, r.id`,
    [teamId, relationId ?? null],
  );
  return rows;
}

/** Links two teams; undefined when they already are linked. */
export async function insertLinkRelation(q: Queryable, a: string, b: string, createdBy: string) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO team_link_relations (team_low_id, team_high_id, created_by) VALUES ($1, $2, $3)
     ON CONFLICT (team_low_id, team_high_id) DO NOTHING RETURNING id`,
    [low, high, createdBy],
  );
  return rows[0]?.id;
}

export async function deleteLinkRelation(q: Queryable, id: string, teamId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    'DELETE FROM team_link_relations WHERE id = $1 AND (team_low_id = $2 OR team_high_id = $2)',
    [id, teamId],
  );
  return rowCount === 1;
}
