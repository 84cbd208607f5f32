/** SQL of account activations and of the account's initialization state. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface ActivationRow {
  id: string;
  accountId: string;
  userId: string;
  status: string;
  reason: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

const COLUMNS = `id, account_id AS "accountId", user_id AS "userId", status, reason,
  started_at AS "startedAt", finished_at AS "finishedAt"`;

export async function insertActivation(q: Queryable, accountId: string, userId: string): Promise<ActivationRow> {
  const { rows } = await q.query<ActivationRow>(
    `INSERT INTO account_activations (account_id, user_id) VALUES ($1, $2) RETURNING ${COLUMNS}`,
    [accountId, userId],
  );
  return rows[0];
}

export async function findActivation(q: Queryable, id: string): Promise<ActivationRow | undefined> {
  const { rows } = await q.query<ActivationRow>(`SELECT ${COLUMNS} FROM account_activations WHERE id = $1`, [id]);
  return rows[0];
}

export async function findRunningActivation(q: Queryable, accountId: string, userId: string) {
  const { rows } = await q.query<ActivationRow>(
    `SELECT ${COLUMNS} FROM account_activations
      WHERE account_id = $1 AND user_id = $2 AND status = 'RUNNING'
      ORDER BY started_at DESC LIMIT 1`,
    [accountId, userId],
  );
  return rows[0];
}

/** Ends a RUNNING activation; false when it had already ended. */
export async function finishActivation(q: Queryable, id: string, status: string, reason: string | null) {
  const { rowCount } = await q.query(
    `UPDATE account_activations SET status = $2, reason = $3, finished_at = now() WHERE id = $1 AND status = 'RUNNING'`,
    [id, status, reason],
  );
  return rowCount === 1;
}

/** Serialises activation requests per account. */
export async function lockAccount(q: Queryable, accountId: string): Promise<void> {
  await q.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
}

export async function markInProgress(q: Queryable, accountId: string): Promise<void> {
  await q.query(
    `UPDATE accounts SET initialization_status = 'IN_PROGRESS' WHERE id = $1 AND initialization_status = 'NOT_INITIALIZED'`,
    [accountId],
  );
}

export async function markInitialized(q: Queryable, accountId: string): Promise<void> {
  await q.query(`UPDATE accounts SET initialization_status = 'COMPLETED', enabled = true WHERE id = $1`, [accountId]);
}

/** Back to NOT_INITIALIZED after a failed run, unless another activation of the account is still running. */
export async function resetIfIdle(q: Queryable, accountId: string): Promise<void> {
  await q.query(
    `UPDATE accounts SET initialization_status = 'NOT_INITIALIZED'
      WHERE id = $1 AND initialization_status = 'IN_PROGRESS'
        AND NOT EXISTS (SELECT 1 FROM account_activations WHERE account_id = $1 AND status = 'RUNNING')`,
    [accountId],
  );
}

export async function enableAccount(q: Queryable, accountId: string): Promise<void> {
  await q.query('UPDATE accounts SET enabled = true WHERE id = $1', [accountId]);
}
