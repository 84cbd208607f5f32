/** Accounts the user relates to: as an account member, or through a team the account owns. */
import type pg from 'pg';

export interface AccountRow {
  id: string;
  name: string;
  reference: string | null;
  placeholder: boolean;
  enabled: boolean;
  initializationStatus: string;
  /** The stored account role; null when the user relates only through a team. */
  accountRole: string | null;
}

const RELATED = `
  SELECT a.id, a.name, a.reference, a.placeholder, a.enabled,
         a.initialization_status AS "initializationStatus", am.role AS "accountRole"
    FROM accounts a
    LEFT JOIN account_members am ON am.account_id = a.id AND am.user_id = $1
   WHERE (am.user_id IS NOT NULL OR EXISTS (
           SELECT 1 FROM team_members tm JOIN teams t ON t.id = tm.team_id
            WHERE tm.user_id = $1 AND t.account_id = a.id))`;

export async function findRelatedAccounts(pool: pg.Pool, userId: string): Promise<AccountRow[]> {
  const { rows } = await pool.query<AccountRow>(`${RELATED} ORDER BY lower(a.name), a.id`, [userId]);
  return rows;
}

export async function findRelatedAccount(
  pool: pg.Pool,
  userId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const { rows } = await pool.query<AccountRow>(`${RELATED} AND a.id = $2`, [userId, accountId]);
  return rows[0];
}
