/** Team reads, always through the caller's memberships (or the account the caller may see). */
import type pg from 'pg';
import { prepared } from '../../platform/db/prepared.js';

export interface TeamRow {
  id: string;
  name: string;
  displayName: string | null;
  description: string | null;
  type: string;
  internal: boolean;
  createdAt: Date;
  accountId: string;
  accountName: string;
  /** The caller's role; null when the caller is not a member (account views). */
  role: string | null;
  joinedAt: Date | null;
}

export interface TeamQuery {
  enterprise: boolean;
  individual: boolean;
  accountId?: string;
  uuids?: string[];
  internal?: boolean;
  name?: string;
  sortBy: 'name' | 'createdTimeStamp';
  order: 'ASC' | 'DESC';
}

const COLUMNS = `t.id, t.name, t.display_name AS "displayName", t.description, t.type,
  (t.internal OR a.placeholder) AS internal, t.created_at AS "createdAt",
  t.account_id AS "accountId", a.name AS "accountName", tm.role, tm.created_at AS "joinedAt"`;
const SORT = { name: 'lower(t.name)', createdTimeStamp: 't.created_at' } as const;
const orderBy = (q: Pick<TeamQuery, 'sortBy' | 'order'>) =>
  `ORDER BY ${SORT[q.sortBy]} ${q.order === 'DESC' ? 'DESC' : 'ASC'}, lower(t.name), t.id`;
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/** Teams the user is a member of, narrowed by the query. */
export async function findMemberTeams(pool: pg.Pool, userId: string, q: TeamQuery): Promise<TeamRow[]> {
  const { rows } = await pool.query<TeamRow>(
    `SELECT ${COLUMNS}
       FROM team_members tm
       JOIN teams t ON t.id = tm.team_id
       JOIN accounts a ON a.id = t.account_id
      WHERE tm.user_id = $1
        AND ((upper(t.type) = 'INDIVIDUAL' AND $2) OR (upper(t.type) <> 'INDIVIDUAL' AND $3))
        AND ($4::uuid IS NULL OR t.account_id = $4)
        AND ($5::uuid[] IS NULL OR t.id = ANY($5))
        AND ($6::boolean IS NULL OR (t.internal OR a.placeholder) = $6)
        AND ($7::text IS NULL OR t.name ILIKE $7 OR t.display_name ILIKE $7)
      ${orderBy(q)}`,
    [
      userId,
      q.individual,
      q.enterprise,
      q.accountId ?? null,
      q.uuids ?? null,
      q.internal ?? null,
      q.name ? likePattern(q.name) : null,
    ],
  );
  return rows;
}

/** Teams an account owns (all of them are live: teams are deleted outright), with the user's role if any. */
export async function findAccountTeams(
  pool: pg.Pool,
  accountId: string,
  userId: string,
  q: Pick<TeamQuery, 'sortBy' | 'order'> & { onlyMine: boolean },
): Promise<TeamRow[]> {
  const { rows } = await pool.query<TeamRow>(
    `SELECT ${COLUMNS}
       FROM teams t
       JOIN accounts a ON a.id = t.account_id
       LEFT JOIN team_members tm ON tm.team_id = t.id AND tm.user_id = $2
      WHERE t.account_id = $1
        AND upper(t.type) <> 'INDIVIDUAL'
        AND (NOT $3 OR tm.user_id IS NOT NULL)
      ${orderBy(q)}`,
    [accountId, userId, q.onlyMine],
  );
  return rows;
}

/** One team with the caller's role in it (null when not a member); access is checked by the caller. */
export async function findTeamForUser(pool: pg.Pool, teamId: string, userId: string): Promise<TeamRow | undefined> {
  // Every teamHeader route reads this (the team pre-handler): planned once per connection.
  const { rows } = await pool.query<TeamRow>(
    prepared(
      `SELECT ${COLUMNS}
         FROM teams t
         JOIN accounts a ON a.id = t.account_id
         LEFT JOIN team_members tm ON tm.team_id = t.id AND tm.user_id = $2
        WHERE t.id = $1`,
      [teamId, userId],
    ),
  );
  return rows[0];
}
