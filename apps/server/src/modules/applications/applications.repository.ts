/** Applications of a team, as one member sees them (PERSONAL ones only for their creator). */
import type { Queryable } from '../../platform/db/transaction.js';
import { prepared } from '../../platform/db/prepared.js';

export interface ApplicationRow {
  id: string;
  teamId: string;
  name: string;
  displayName: string;
  description: string;
  status: string;
  visibility: 'TEAM' | 'PERSONAL';
  applicationType: 'client' | 'resource';
  grantTypes: string[];
  redirectUris: string[];
  logoutUris: string[];
  /** E-mail of the creator, and their id. */
  createdBy: string | null;
  createdById: string | null;
  createdAt: Date;
  subscriptionCount: number;
  secretCount: number;
  newestSecretAt: Date | null;
}

/** A listed application, with when its subscription count next changes by the clock alone (a Pending request expires). */
export type ListedApplicationRow = ApplicationRow & { pendingExpiresAt: Date | null };

export interface ApplicationValues {
  name: string;
  description: string;
  grantTypes: string[];
  redirectUris: string[];
  logoutUris: string[];
  visibility: string;
}

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

// Expired Pending requests do not count (the subscriptions module's rule, evaluated when read).
const COLUMNS = `a.id, a.team_id AS "teamId", a.name, a.display_name AS "displayName", a.description, a.status,
  a.visibility, a.application_type AS "applicationType", a.grant_types AS "grantTypes",
  a.redirect_uris AS "redirectUris", a.logout_uris AS "logoutUris", u.email AS "createdBy", a.created_by AS "createdById",
  a.created_at AS "createdAt",
  (SELECT count(*)::int FROM api_subscriptions s WHERE s.application_id = a.id
      AND NOT (s.status = 'Pending' AND s.expires_at <= now())) AS "subscriptionCount",
  (SELECT count(*)::int FROM application_secrets k WHERE k.application_id = a.id) AS "secretCount",
  (SELECT max(k.created_at) FROM application_secrets k WHERE k.application_id = a.id) AS "newestSecretAt"`;
const FROM = `FROM applications a LEFT JOIN users u ON u.id = a.created_by`;
const LISTED = `${COLUMNS},
  (SELECT min(s.expires_at) FROM api_subscriptions s WHERE s.application_id = a.id
      AND s.status = 'Pending' AND s.expires_at > now()) AS "pendingExpiresAt"`;
/** $1 team, $2 caller. */
const VISIBLE = `a.team_id = $1 AND (a.visibility = 'TEAM' OR a.created_by = $2)`;
const ORDER = { asc: 'lower(a.display_name), a.id', recent: 'a.created_at DESC, a.id DESC' } as const;

export async function listApplications(
  q: Queryable,
  teamId: string,
  callerId: string,
  f: { search?: string; sort: keyof typeof ORDER },
): Promise<ListedApplicationRow[]> {
  if (!f.search) {
    // The list without a search is the one every page load asks for: planned once per connection.
    const { rows } = await q.query<ListedApplicationRow>(
      prepared(`SELECT ${LISTED} ${FROM} WHERE ${VISIBLE} ORDER BY ${ORDER[f.sort]}`, [teamId, callerId]),
    );
    return rows;
  }
  const { rows } = await q.query<ListedApplicationRow>(
    `SELECT ${LISTED} ${FROM}
      WHERE ${VISIBLE}
        AND (lower(a.display_name) LIKE $3 OR lower(a.name) LIKE $3
             OR lower(a.description) LIKE $3 OR a.id::text LIKE $3)
      ORDER BY ${ORDER[f.sort]}`,
    [teamId, callerId, likePattern(f.search)],
  );
  return rows;
}

export async function findApplication(
  q: Queryable,
  teamId: string,
  callerId: string,
  applicationId: string,
): Promise<ApplicationRow | undefined> {
  const { rows } = await q.query<ApplicationRow>(`SELECT ${COLUMNS} ${FROM} WHERE ${VISIBLE} AND a.id = $3`, [
    teamId,
    callerId,
    applicationId,
  ]);
  return rows[0];
}

/** Locks the application row: secret counts stay true until the transaction ends. */
export async function lockApplication(q: Queryable, applicationId: string): Promise<void> {
  await q.query('SELECT 1 FROM applications WHERE id = $1 FOR UPDATE', [applicationId]);
}

export async function insertApplication(
  q: Queryable,
  v: ApplicationValues & {
    teamId: string;
    createdBy: string;
    status?: string;
    applicationType?: string;
    createdAt?: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO applications (team_id, name, display_name, description, grant_types, redirect_uris, logout_uris,
                               visibility, created_by, status, application_type, created_at, updated_at)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, coalesce($9, 'Available'), coalesce($10, 'client'),
             coalesce($11, now()), coalesce($11, now()))
     RETURNING id`,
    [
      v.teamId,
      v.name,
      v.description,
      v.grantTypes,
      v.redirectUris,
      v.logoutUris,
      v.visibility,
      v.createdBy,
      v.status ?? null,
      v.applicationType ?? null,
      v.createdAt ?? null,
    ],
  );
  return rows[0].id;
}

/** The name is the display name: the form edits one field (spec 2 section 2.7). */
export async function updateApplication(q: Queryable, applicationId: string, v: ApplicationValues): Promise<void> {
  await q.query(
    `UPDATE applications SET name = $2, display_name = $2, description = $3, grant_types = $4, redirect_uris = $5,
            logout_uris = $6, visibility = $7, updated_at = now()
      WHERE id = $1`,
    [applicationId, v.name, v.description, v.grantTypes, v.redirectUris, v.logoutUris, v.visibility],
  );
}

export async function deleteApplication(q: Queryable, applicationId: string): Promise<void> {
  await q.query('DELETE FROM applications WHERE id = $1', [applicationId]);
}
