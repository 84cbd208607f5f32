/** Ends everything the embedded provider holds for one user: sessions, grants and the codes and tokens of those grants. */
import type { Queryable } from '../platform/db/transaction.js';

/** The open provider session with this uid and when it expires (null: never), or undefined when it has ended. */
export async function findOpenSession(
  q: Queryable,
  sessionUid: string,
): Promise<{ expiresAt: Date | null } | undefined> {
  const { rows } = await q.query<{ expiresAt: Date | null }>(
    `SELECT expires_at AS "expiresAt" FROM oidc_payloads
      WHERE type = 'Session' AND uid = $1 AND (expires_at IS NULL OR expires_at > now())`,
    [sessionUid],
  );
  return rows[0];
}

/**
 * Signs a user out everywhere (a member removed from their last team, for one). Their refresh tokens stop working
 * at once, and so do id tokens already issued (the API checks their session). Without the embedded provider there are no rows.
 */
export async function revokeUserSessions(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `DELETE FROM oidc_payloads
      WHERE payload->>'accountId' = $1
         OR grant_id IN (SELECT id FROM oidc_payloads WHERE type = 'Grant' AND payload->>'accountId' = $1)`,
    [userId],
  );
}
