/**
 * Pending approvals (spec 2 sections 4, 6, 8): the provider side of manual-approval APIs. Requests are listed for
 * the APIs the current team owns; the team must be internal (API1014) and the caller admin-mapped (API1022).
 * Approving or denying (which needs an explanation, API1023) e-mails the subscriber.
 */
import {
  SUBSCRIPTION_ERRORS,
  canApproveSubscriptions,
  isTeamAdmin,
  type PendingApproval,
  type PendingApprovalPage,
  type pendingApprovalsQuery,
} from '@dc/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../identity/authenticate.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { ApplicationAccess } from '../applications/application-access.service.js';
import { decide, findApproval, findTeamMembers, listPending, type ApprovalRow } from './approvals.repository.js';
import { toPendingApproval } from './subscriptions.mappers.js';
import { approvalRequestMail, decisionMail } from './subscription-mails.js';

const E = SUBSCRIPTION_ERRORS;
type ApprovalsQuery = z.output<typeof pendingApprovalsQuery>;

/** E-mails the provider team's admins (who may approve) about a new request. */
export async function notifyApprovers(
  platform: Platform,
  r: {
    ownerTeamId: string;
    providerTeam: string;
    appId: string;
    appName: string;
    teamName: string;
    apiId: string;
    apiName: string;
    requestedBy: string;
    expiresAt: Date;
  },
): Promise<void> {
  const to = (await findTeamMembers(platform.pool, r.ownerTeamId))
    .filter((m) => isTeamAdmin(m.role))
    .map((m) => m.email);
  if (to.length === 0) return;
  await platform.mail.send(approvalRequestMail({ publicUrl: platform.config.PUBLIC_URL, to, ...r }));
}

/** `access`: the applications module's team access (app.applications), built once by its plugin. */
export function createApprovalsService(platform: Platform, access: ApplicationAccess) {
  const { pool } = platform;

  async function approver(callerId: string, teamId: string | undefined) {
    const ctx = await access.team(callerId, teamId);
    if (ctx.role && !ctx.internal) throw catalogueError(E.internalOnly);
    if (!canApproveSubscriptions(ctx.internal, ctx.role)) throw catalogueError(E.notApprover);
    return ctx;
  }

  /** A request for an API the team owns, still pending and live; otherwise the reason it cannot be decided. */
  async function pending(ownerTeamId: string, subscriptionId: string): Promise<ApprovalRow> {
    const row = await findApproval(pool, subscriptionId);
    if (!row || row.ownerTeamId !== ownerTeamId) throw catalogueError(E.noApprovalRequest);
    if (row.status === 'Pending' && !row.expired) return row;
    if (row.approvalType !== 'manual') throw catalogueError(E.notPreApproval);
    throw catalogueError(E.noLongerPending);
  }

  async function settle(
    caller: AuthUser,
    teamId: string | undefined,
    subscriptionId: string,
    explanation: string | null,
  ) {
    const ctx = await approver(caller.id, teamId);
    const row = await pending(ctx.teamId, subscriptionId);
    const approved = explanation === null;
    const status = approved ? 'Active' : 'Denied';
    if (!(await decide(pool, subscriptionId, { status, decidedBy: caller.id, reason: explanation }))) {
      throw catalogueError(E.noLongerPending);
    }
    if (row.requestedBy) {
      // The decision stands even if its e-mail cannot be queued; the subscriber sees the status in the console.
      await platform.mail
        .send(
          decisionMail({
            publicUrl: platform.config.PUBLIC_URL,
            to: row.requestedBy,
            approved,
            decidedBy: caller.email,
            explanation,
            appId: row.appId,
            appName: row.appDisplayName,
            teamName: row.teamName,
            apiId: row.apiId,
            apiName: row.apiDisplayName,
          }),
        )
        .catch((err: unknown) => platform.log.error({ err }, 'subscription decision e-mail not queued'));
    }
    return toPendingApproval((await findApproval(pool, subscriptionId))!);
  }

  return {
    /** GET /subscriptions/pendingApprovals */
    async list(callerId: string, teamId: string | undefined, q: ApprovalsQuery): Promise<PendingApprovalPage> {
      const ctx = await approver(callerId, teamId);
      const { rows, total } = await listPending(pool, ctx.teamId, {
        search: q.searchText,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { items: rows.map(toPendingApproval), total, page: q.page, pageSize: q.pageSize };
    },

    /** POST /subscriptions/pendingApprovals/{id}/approve */
    approve: (caller: AuthUser, teamId: string | undefined, subscriptionId: string): Promise<PendingApproval> =>
      settle(caller, teamId, subscriptionId, null),

    /** POST /subscriptions/pendingApprovals/{id}/deny: the explanation is checked by the route (API1023). */
    deny: (caller: AuthUser, teamId: string | undefined, subscriptionId: string, explanation: string) =>
      settle(caller, teamId, subscriptionId, explanation),
  };
}
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
