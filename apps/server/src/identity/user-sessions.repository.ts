/** Ends everything the embedded provider holds for one user: sessions, grants and the codes and tokens of those grants. */
import type { Queryable } from '../platform/db/transaction.js';

/**
 * Signs a user out everywhere (a member removed from their last team, for one). Their refresh tokens stop working
 * at once; id tokens already issued run out at their expiry. Without the embedded provider there are no rows.
 */
export async function revokeUserSessions(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `DELETE FROM oidc_payloads
      WHERE payload->>'accountId' = $1
         OR grant_id IN (SELECT id FROM oidc_payloads WHERE type = 'Grant' AND payload->>'accountId' = $1)`,
    [userId],
  );
}
