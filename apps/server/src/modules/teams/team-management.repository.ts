/** SQL of creating, changing, moving and deleting teams. */
import type { Queryable } from '../../platform/db/transaction.js';

/** The unique index behind "team name in use" (names are unique per account, ignoring case). */
export const TEAM_NAME_INDEX = 'teams_account_name';

/** Serialises team creation per account, so the team limit holds under concurrent requests. */
export async function lockAccount(q: Queryable, accountId: string): Promise<void> {
  await q.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
}

export async function countEnterpriseTeams(q: Queryable, accountId: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*) AS n FROM teams WHERE account_id = $1 AND upper(type) <> 'INDIVIDUAL'`,
    [accountId],
  );
  return Number(rows[0].n);
}

export interface NewTeam {
  accountId: string;
  name: string;
  displayName: string;
  description: string | null;
  type: string;
}

export async function insertTeam(q: Queryable, t: NewTeam): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO teams (account_id, name, display_name, description, type)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [t.accountId, t.name, t.displayName, t.description, t.type],
  );
  return rows[0].id;
}

export interface TeamChanges {
  name?: string;
  displayName?: string;
  description?: string;
}

export async function updateTeam(q: Queryable, teamId: string, c: TeamChanges): Promise<void> {
  await q.query(
    `UPDATE teams
        SET name = COALESCE($2, name),
            display_name = COALESCE($3, display_name),
            description = COALESCE($4, description)
      WHERE id = $1`,
    [teamId, c.name ?? null, c.displayName ?? null, c.description ?? null],
  );
}

export async function moveTeam(q: Queryable, teamId: string, accountId: string): Promise<void> {
  await q.query('UPDATE teams SET account_id = $2 WHERE id = $1', [teamId, accountId]);
}

/** Locks the team's membership (the team row) and counts the members other than the given user. */
export async function lockAndCountOtherMembers(q: Queryable, teamId: string, userId: string): Promise<number> {
  await q.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [teamId]);
  const { rows } = await q.query<{ n: string }>(
    'SELECT count(*) AS n FROM team_members WHERE team_id = $1 AND user_id <> $2',
    [teamId, userId],
  );
  return Number(rows[0].n);
}

/** Deletes the team; its memberships, invitations and links go with it (foreign keys cascade). */
export async function deleteTeam(q: Queryable, teamId: string): Promise<void> {
  await q.query('DELETE FROM teams WHERE id = $1', [teamId]);
}

/** The account's first team: its oldest enterprise team. */
export async function findFirstTeamId(q: Queryable, accountId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM teams WHERE account_id = $1 AND upper(type) <> 'INDIVIDUAL' ORDER BY created_at, id LIMIT 1`,
    [accountId],
  );
  return rows[0]?.id;
}
