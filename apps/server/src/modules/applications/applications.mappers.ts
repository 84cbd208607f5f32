/** Rows to the application and secret shapes of the contract (spec 2 section 3). */
import { SECRET_ROTATION_DAYS, type Application, type SecretSummary, type SecretValue } from '@dc/contracts';
import type { ApplicationRow, ListedApplicationRow } from './applications.repository.js';
import type { SecretRow } from './application-secrets.repository.js';

const DAY_MS = 86_400_000;

export function toApplication(r: ApplicationRow, now = Date.now()): Application {
  const created = new Date(r.createdAt);
  const newest = r.newestSecretAt ? new Date(r.newestSecretAt).getTime() : null;
  return {
    id: r.id,
    client_id: r.id,
    name: r.name,
    display_name: r.displayName,
    description: r.description,
    created_at: created.toISOString(),
    created_date: created.toISOString().slice(0, 10),
    status: r.status,
    visibility: r.visibility,
    application_type: r.applicationType,
    grant_types: r.grantTypes as Application['grant_types'],
    redirect_uri: r.redirectUris,
    logout_uri: r.logoutUris,
    secret_rotation_required: newest !== null && now - newest > SECRET_ROTATION_DAYS * DAY_MS,
    subscription_count: r.subscriptionCount,
    secret_count: r.secretCount,
    team_id: r.teamId,
    created_by: r.createdBy,
  };
}

/**
 * Until when a list's answer holds by the clock (ms since epoch): the first moment an application's secret becomes
 * due for rotation or a Pending request it counts expires. Changes to the tables are heard apart (read-cache.ts).
 */
export function listValidUntil(rows: ListedApplicationRow[], now = Date.now()): number {
  let until = Infinity;
  for (const r of rows) {
    const due = r.newestSecretAt ? new Date(r.newestSecretAt).getTime() + SECRET_ROTATION_DAYS * DAY_MS : Infinity;
    if (due >= now) until = Math.min(until, due);
    if (r.pendingExpiresAt) until = Math.min(until, new Date(r.pendingExpiresAt).getTime());
  }
  return until;
}

export const toSecretSummary = (r: SecretRow): SecretSummary => ({
  id: r.id,
  created_at: new Date(r.createdAt).toISOString(),
});

export const toSecretValue = (r: SecretRow, secret: string): SecretValue => ({ ...toSecretSummary(r), secret });
