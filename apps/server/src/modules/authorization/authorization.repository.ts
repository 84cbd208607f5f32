/** The memberships a permission decision rests on: one read of the subject's teams and accounts. */
import type pg from 'pg';

export interface TeamMembership {
  teamId: string;
  accountId: string;
  role: string;
  /** The team is internal, or belongs to the placeholder account. */
  internal: boolean;
  placeholder: boolean;
}

export interface AccountMembership {
  accountId: string;
  role: string;
  placeholder: boolean;
}

export interface Memberships {
  userInternal: boolean;
  teams: TeamMembership[];
  accounts: AccountMembership[];
}

export async function loadMemberships(pool: pg.Pool, userId: string): Promise<Memberships> {
  const [user, teams, accounts] = await Promise.all([
    pool.query<{ internal: boolean }>('SELECT internal FROM users WHERE id = $1', [userId]),
    pool.query<TeamMembership>(
      `SELECT t.id AS "teamId", t.account_id AS "accountId", tm.role,
              (t.internal OR a.placeholder) AS internal, a.placeholder
         FROM team_members tm
         JOIN teams t ON t.id = tm.team_id
         JOIN accounts a ON a.id = t.account_id
        WHERE tm.user_id = $1`,
      [userId],
    ),
    pool.query<AccountMembership>(
      `SELECT am.account_id AS "accountId", am.role, a.placeholder
         FROM account_members am
         JOIN accounts a ON a.id = am.account_id
        WHERE am.user_id = $1`,
      [userId],
    ),
  ]);
  return { userInternal: user.rows[0]?.internal ?? false, teams: teams.rows, accounts: accounts.rows };
}
