/**
 * Applications of a team (spec 2 sections 2.6-2.8, 5, 7 "Applications"). Each is an OAuth client of the console's
 * provider (application-clients.service.ts reads them for it); its first secret is made with it.
 */
import type pg from 'pg';
import {
  APPLICATION_ERRORS,
  PLATFORM_ERROR_CODES,
  callbackIssue,
  type Application,
  type ApplicationCreated,
  type ApplicationList,
  type ApplicationListQuery,
  type createApplicationBody,
  type updateApplicationBody,
} from '@dc/contracts';
import type { z } from 'zod';
import { AUDIT_ACTIONS, auditSubject, recordAudit } from '../../platform/audit/audit.js';
import { isUniqueViolation, withTransaction } from '../../platform/db/transaction.js';
import { AppError, catalogueError } from '../../platform/errors.js';
import { readCache } from '../../platform/db/read-cache.js';
import type { ResolveMembership } from '../../platform/contract/team-header.js';
import { createApplicationAccess, type MemberContext, type TeamRef } from './application-access.service.js';
import { insertSecret } from './application-secrets.repository.js';
import {
  deleteApplication,
  findApplication,
  insertApplication,
  listApplications,
  updateApplication,
  type ApplicationRow,
  type ApplicationValues,
} from './applications.repository.js';
import { listValidUntil, toApplication, toSecretValue } from './applications.mappers.js';
import { newSecret, sealSecret } from './secret-codec.js';

/** The tables listApplications reads (applications-list-cache.test.ts checks its plan against them). */
export const APPLICATION_LIST_TABLES = ['applications', 'users', 'api_subscriptions', 'application_secrets'] as const;

type CreateBody = z.output<typeof createApplicationBody>;
type UpdateBody = z.output<typeof updateApplicationBody>;
const E = APPLICATION_ERRORS;

function nameTaken(err: unknown): never {
  if (isUniqueViolation(err, 'applications_team_name')) throw catalogueError(E.nameExists);
  throw err;
}

/** `membershipOf`: the teams module's membership read (app.resolveMembership), handed over by the composition root. */
export function createApplicationsService(deps: { pool: pg.Pool; secretKey: Buffer; membershipOf: ResolveMembership }) {
  const { pool, secretKey } = deps;
  const access = createApplicationAccess(deps.membershipOf);
  // The list without a search, per team and caller (PERSONAL ones are their creator's), as every page load asks for
  // it: cleared on every instance by any change to the tables it reads, and read again when the clock changes it.
  const lists = readCache<{ answer: ApplicationList; until: number }>(pool, APPLICATION_LIST_TABLES);

  /** An application of the current team that the caller may see (PERSONAL: its creator), else 404 API1010. */
  async function visible(ctx: MemberContext, applicationId: string): Promise<ApplicationRow> {
    const row = await findApplication(pool, ctx.teamId, ctx.callerId, applicationId);
    if (!row) throw catalogueError(E.notFound);
    return row;
  }
  const reader = (callerId: string, teamId: TeamRef) => access.worker(callerId, teamId, E.accessForbidden, E.notFound);

  return {
    access,
    visible,
    reader,

    /** GET /applications/ */
    async list(callerId: string, teamId: TeamRef, q: ApplicationListQuery): Promise<ApplicationList> {
      const ctx = await access.worker(callerId, teamId, E.accessForbidden, E.accessForbidden);
      const read = async () => {
        const rows = await listApplications(pool, ctx.teamId, callerId, { search: q.searchText, sort: q.sort });
        const now = Date.now();
        return { answer: { items: rows.map((r) => toApplication(r, now)) }, until: listValidUntil(rows, now) };
      };
      if (q.searchText) return (await read()).answer;
      const listed = await lists.get(`${ctx.teamId} ${callerId} ${q.sort}`, read, (v) => v.until);
      return listed.answer;
    },

    /** GET /applications/{id} */
    async get(callerId: string, teamId: TeamRef, applicationId: string): Promise<Application> {
      return toApplication(await visible(await reader(callerId, teamId), applicationId));
    },

    /** POST /applications: the application and its first secret, in one transaction. */
    async create(callerId: string, teamId: TeamRef, body: CreateBody): Promise<ApplicationCreated> {
      const ctx = await access.worker(callerId, teamId, E.createForbidden, E.createForbidden);
      const secret = newSecret();
      const { id, secretRow } = await withTransaction(pool, async (c) => {
        const id = await insertApplication(c, { ...valuesOf(body), teamId: ctx.teamId, createdBy: callerId }).catch(
          nameTaken,
        );
        const secretRow = await insertSecret(c, {
          applicationId: id,
          createdBy: callerId,
          ...sealSecret(secretKey, secret),
        });
        await recordAudit(c, {
          actorId: callerId,
          teamId: ctx.teamId,
          action: AUDIT_ACTIONS.applicationSecretCreate,
          subject: auditSubject.applicationSecret(id, secretRow.id),
        });
        return { id, secretRow };
      });
      return { ...toApplication(await visible(ctx, id)), secrets: [toSecretValue(secretRow, secret)] };
    },

    /** PATCH /applications/{id}: any subset; the callback rule holds for the result. */
    async update(callerId: string, teamId: TeamRef, applicationId: string, body: UpdateBody) {
      const ctx = await access.worker(callerId, teamId, E.updateForbidden, E.notFound);
      const row = await visible(ctx, applicationId);
      // PERSONAL hides an application from everyone but its creator: only the creator may choose that.
      if (body.visibility === 'PERSONAL' && row.createdById !== callerId) throw catalogueError(E.updateForbidden);
      const next: ApplicationValues = {
        name: body.name ?? row.name,
        description: body.description ?? row.description,
        grantTypes: body.grant_types ?? row.grantTypes,
        redirectUris: body.redirect_uri ?? row.redirectUris,
        logoutUris: body.logout_uri ?? row.logoutUris,
        visibility: body.visibility ?? row.visibility,
      };
      const issue = callbackIssue({ grant_types: next.grantTypes, redirect_uri: next.redirectUris });
      if (issue) {
        const path = issue.path.join('.');
        throw new AppError(400, PLATFORM_ERROR_CODES.validation, `Invalid request: ${path}: ${issue.message}`, [
          { path, message: issue.message },
        ]);
      }
      await updateApplication(pool, applicationId, next).catch(nameTaken);
      return toApplication(await visible(ctx, applicationId));
    },

    /** DELETE /applications/{id}: its secrets and subscriptions go with it; 'resource' ones stay. */
    async remove(callerId: string, teamId: TeamRef, applicationId: string): Promise<void> {
      const ctx = await access.worker(callerId, teamId, E.deleteForbidden, E.notFound);
      const row = await visible(ctx, applicationId);
      if (row.applicationType === 'resource') throw catalogueError(E.resourceApplication);
      await deleteApplication(pool, applicationId);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;

const valuesOf = (b: CreateBody): ApplicationValues => ({
  name: b.name,
  description: b.description,
  grantTypes: b.grant_types,
  redirectUris: b.redirect_uri,
  logoutUris: b.logout_uri,
  visibility: b.visibility,
});
