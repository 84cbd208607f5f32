/**
 * Secrets of an application (spec 2 sections 2.8, 5, 7, 9): at most 5, never fewer than 1. A deleted secret stops
 * working at the token endpoint at once: the provider reads an application's digests from the database on every
 * client authentication (see application-clients.service.ts).
 */
import type pg from 'pg';
import { APPLICATION_ERRORS, MAX_APPLICATION_SECRETS, type SecretList, type SecretValueList } from '@dc/contracts';
import { AUDIT_ACTIONS, auditSubject, recordAudit } from '../../platform/audit/audit.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import { deleteSecret, insertSecret, listSecrets } from './application-secrets.repository.js';
import { lockApplication } from './applications.repository.js';
import type { TeamRef } from './application-access.service.js';
import type { ApplicationsService } from './applications.service.js';
import { toSecretSummary, toSecretValue } from './applications.mappers.js';
import { newSecret, openSecret, sealSecret } from './secret-codec.js';

const E = APPLICATION_ERRORS;

export function createApplicationSecretsService(
  deps: { pool: pg.Pool; secretKey: Buffer },
  applications: ApplicationsService,
) {
  const { pool, secretKey } = deps;
  const { access, visible, reader } = applications;
  const writer = (callerId: string, teamId: TeamRef) =>
    access.worker(callerId, teamId, E.updateForbidden, E.notFound);

  /** Every secret with its value, oldest first (the subscription summary shows them). */
  async function values(applicationId: string) {
    return (await listSecrets(pool, applicationId)).map((r) => toSecretValue(r, openSecret(secretKey, r.ciphertext)));
  }

  return {
    values,

    /** GET /applications/{id}/secrets: ids and dates, no values. */
    async list(callerId: string, teamId: TeamRef, applicationId: string): Promise<SecretList> {
      await visible(await reader(callerId, teamId), applicationId);
      return { data: (await listSecrets(pool, applicationId)).map(toSecretSummary) };
    },

    /** GET /applications/{id}/secrets/{secretId}: data[0].secret is the value. */
    async get(
      callerId: string,
      teamId: TeamRef,
      applicationId: string,
      secretId: string,
    ): Promise<SecretValueList> {
      const ctx = await reader(callerId, teamId);
      await visible(ctx, applicationId);
      const row = (await listSecrets(pool, applicationId)).find((s) => s.id === secretId);
      if (!row) throw catalogueError(E.secretNotFound);
      await recordAudit(pool, {
        actorId: callerId,
        teamId: ctx.teamId,
        action: AUDIT_ACTIONS.applicationSecretRead,
        subject: auditSubject.applicationSecret(applicationId, secretId),
      });
      return { data: [toSecretValue(row, openSecret(secretKey, row.ciphertext))] };
    },

    /** POST /applications/{id}/secrets */
    async create(callerId: string, teamId: TeamRef, applicationId: string): Promise<SecretValueList> {
      const ctx = await writer(callerId, teamId);
      await visible(ctx, applicationId);
      const secret = newSecret();
      const row = await withTransaction(pool, async (c) => {
        await lockApplication(c, applicationId);
        if ((await listSecrets(c, applicationId)).length >= MAX_APPLICATION_SECRETS)
          throw catalogueError(E.secretLimit);
        const made = await insertSecret(c, { applicationId, createdBy: callerId, ...sealSecret(secretKey, secret) });
        await recordAudit(c, {
          actorId: callerId,
          teamId: ctx.teamId,
          action: AUDIT_ACTIONS.applicationSecretCreate,
          subject: auditSubject.applicationSecret(applicationId, made.id),
        });
        return made;
      });
      return { data: [toSecretValue(row, secret)] };
    },

    /** DELETE /applications/{id}/secrets/{secretId} */
    async remove(callerId: string, teamId: TeamRef, applicationId: string, secretId: string): Promise<void> {
      await visible(await writer(callerId, teamId), applicationId);
      await withTransaction(pool, async (c) => {
        await lockApplication(c, applicationId);
        const secrets = await listSecrets(c, applicationId);
        if (!secrets.some((s) => s.id === secretId)) throw catalogueError(E.secretNotFound);
        if (secrets.length <= 1) throw catalogueError(E.lastSecret);
        await deleteSecret(c, applicationId, secretId);
      });
    },
  };
}
export type ApplicationSecretsService = ReturnType<typeof createApplicationSecretsService>;
