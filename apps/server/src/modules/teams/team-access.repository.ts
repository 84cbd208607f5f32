/** The facts a team permission rests on: the team, its account, and the caller's roles in both. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface TeamAccessRow {
  id: string;
  name: string;
  type: string;
  accountId: string;
  accountName: string;
  accountInitialization: string;
  /** The caller's team role and relation id; null when the caller is not a member. */
  teamRole: string | null;
  relationId: string | null;
  /** The caller's stored account role; null when the caller is not an account member. */
  accountRole: string | null;
  /** The caller is in any team of the account (relates to the account through a team). */
  inAccountTeam: boolean;
  /** The oldest enterprise team of the account. */
  firstTeam: boolean;
}

export async function findTeamAccess(q: Queryable, teamId: string, userId: string): Promise<TeamAccessRow | undefined> {
  const { rows } = await q.query<TeamAccessRow>(
    `SELECT t.id, t.name, t.type, t.account_id AS "accountId", a.name AS "accountName",
            a.initialization_status AS "accountInitialization",
            tm.role AS "teamRole", tm.relation_id AS "relationId", am.role AS "accountRole",
            EXISTS (SELECT 1 FROM team_members x JOIN teams xt ON xt.id = x.team_id
                     WHERE x.user_id = $2 AND xt.account_id = t.account_id) AS "inAccountTeam",
            t.id = (SELECT f.id FROM teams f
                     WHERE f.account_id = t.account_id AND upper(f.type) <> 'INDIVIDUAL'
                     ORDER BY f.created_at, f.id LIMIT 1) AS "firstTeam"
       FROM teams t
       JOIN accounts a ON a.id = t.account_id
       LEFT JOIN team_members tm ON tm.team_id = t.id AND tm.user_id = $2
       LEFT JOIN account_members am ON am.account_id = t.account_id AND am.user_id = $2
      WHERE t.id = $1`,
    [teamId, userId],
  );
  return rows[0];
}

/** The caller's stored role on an account (null: not an account member) and whether the account exists. */
export async function findAccountRole(
  q: Queryable,
  accountId: string,
  userId: string,
): Promise<{ accountName: string; role: string | null; related: boolean } | undefined> {
  const { rows } = await q.query<{ accountName: string; role: string | null; related: boolean }>(
    `SELECT a.name AS "accountName", am.role,
            (am.user_id IS NOT NULL OR EXISTS (SELECT 1 FROM team_members x JOIN teams xt ON xt.id = x.team_id
                                                WHERE x.user_id = $2 AND xt.account_id = a.id)) AS related
       FROM accounts a
       LEFT JOIN account_members am ON am.account_id = a.id AND am.user_id = $2
      WHERE a.id = $1`,
    [accountId, userId],
  );
  return rows[0];
}
