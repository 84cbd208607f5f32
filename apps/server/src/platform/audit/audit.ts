/**
 * The audit trail (table audit_log): every answer that shows a secret value (a client secret, an application's
 * credentials, an event signing secret) is recorded before the value leaves, in the same transaction as the write
 * that made it where there is one, so no secret is shown without its entry.
 */
import type { Queryable } from '../db/transaction.js';

export const AUDIT_ACTIONS = {
  applicationSecretCreate: 'application.secret.create',
  applicationSecretRead: 'application.secret.read',
  subscriptionCredentialsRead: 'subscription.credentials.read',
  signingSecretCreate: 'event-subscription.signing-secret.create',
  signingSecretRead: 'event-subscription.signing-secret.read',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  actorId: string;
  teamId: string | null;
  action: AuditAction;
  subject: string;
}

export const auditSubject = {
  applicationSecret: (applicationId: string, secretId: string) => `application:${applicationId}/secret:${secretId}`,
  application: (applicationId: string) => `application:${applicationId}`,
  eventSubscription: (trn: string) => `event-subscription:${trn}`,
};

export async function recordAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query('INSERT INTO audit_log (actor_id, team_id, action, subject) VALUES ($1, $2, $3, $4)', [
    e.actorId,
    e.teamId,
    e.action,
    e.subject,
  ]);
}
