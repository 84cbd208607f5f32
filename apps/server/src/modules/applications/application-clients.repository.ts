/** What the OAuth provider needs of an application, read fresh on every client lookup. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface ClientRow {
  id: string;
  teamId: string;
  displayName: string;
  status: string;
  grantTypes: string[];
  redirectUris: string[];
  logoutUris: string[];
  /** Newest first. */
  secrets: Array<{ ciphertext: string; digest: string }>;
}

export async function findClient(q: Queryable, applicationId: string): Promise<ClientRow | undefined> {
  const { rows } = await q.query<ClientRow>(
    `SELECT a.id, a.team_id AS "teamId", a.display_name AS "displayName", a.status, a.grant_types AS "grantTypes",
            a.redirect_uris AS "redirectUris", a.logout_uris AS "logoutUris",
            coalesce((SELECT json_agg(json_build_object('ciphertext', k.ciphertext, 'digest', k.digest)
                                      ORDER BY k.created_at DESC, k.id)
                        FROM application_secrets k WHERE k.application_id = a.id), '[]'::json) AS secrets
       FROM applications a WHERE a.id = $1`,
    [applicationId],
  );
  return rows[0];
}

/** The application's team, and the keys (`<namespace>.<name>`) of the APIs it has an Active subscription to. */
export async function findTokenFacts(
  q: Queryable,
  applicationId: string,
): Promise<{ teamId: string; subscriptions: string[] } | undefined> {
  const { rows } = await q.query<{ teamId: string; subscriptions: string[] }>(
    `SELECT a.team_id AS "teamId",
            ARRAY(SELECT p.namespace || '.' || p.name
                    FROM api_subscriptions s JOIN products p ON p.id = s.api_id
                   WHERE s.application_id = a.id AND s.status = 'Active' ORDER BY 1) AS subscriptions
       FROM applications a WHERE a.id = $1`,
    [applicationId],
  );
  return rows[0];
}
