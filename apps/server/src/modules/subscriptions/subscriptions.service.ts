/**
 * API subscriptions of a team's applications (spec 2 sections 2.9, 4, 7; spec 1 section 7.6). A manual-approval
 * API leaves a new subscription Pending until its provider decides (approvals.service.ts) or the request expires.
 */
import {
  APPLICATION_ERRORS,
  PRODUCT_ACTIONS,
  SUBSCRIPTION_ERRORS,
  SUBSCRIPTION_STATUSES,
  API_PRODUCT_TYPE_LABEL,
  apiSpecUrl,
  isActiveApplicationStatus,
  type ApiSubscription,
  type CreateSubscriptionBody,
  type SubscriptionListQuery,
  type SubscriptionPage,
  type SubscriptionSummary,
} from '@dc/contracts';
import type { AuthUser } from '../../identity/authenticate.js';
import { AUDIT_ACTIONS, auditSubject, recordAudit } from '../../platform/audit/audit.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { ApplicationServices } from '../applications/applications.plugin.js';
import type { ProductsService } from '../products/products.service.js';
import { notifyApprovers } from './approvals.service.js';
import { toApiSubscription } from './subscriptions.mappers.js';
import {
  deleteSubscription,
  findStatus,
  findSubscription,
  insertSubscription,
  listSubscriptions,
} from './subscriptions.repository.js';

const E = SUBSCRIPTION_ERRORS;
const DAY_MS = 86_400_000;
/** Why an application cannot subscribe again, by the status of the subscription it has. */
const EXISTING: Record<string, (typeof E)[keyof typeof E]> = {
  Active: E.exists,
  Pending: E.approvalPending,
  Denied: E.denied,
};

/** `products` and the applications services as their modules' plugins decorated them (app.products, app.applications). */
export function createSubscriptionsService(
  platform: Platform,
  products: ProductsService,
  { applications, secrets }: ApplicationServices,
) {
  const { pool } = platform;
  const { access } = applications;

  async function page(callerId: string, teamId: string | undefined, q: SubscriptionListQuery, apiId?: string) {
    const ctx = await access.member(callerId, teamId, E.viewForbidden);
    const { rows, total } = await listSubscriptions(pool, {
      teamId: ctx.teamId,
      callerId,
      appIds: q.app_ids,
      apiId,
      statuses: q.status,
      search: q.searchText,
      sort: q.sort,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { items: rows.map(toApiSubscription), total, page: q.page, pageSize: q.pageSize };
  }

  async function one(teamId: string, callerId: string, appId: string, apiId: string) {
    const row = await findSubscription(pool, teamId, callerId, appId, apiId);
    if (!row) throw catalogueError(E.notFound);
    return row;
  }

  return {
    /** The live subscription's status of an application to an API (Active, Pending, ...), if it has one (Try it). */
    status: (appId: string, apiId: string): Promise<string | undefined> => findStatus(pool, appId, apiId),

    /** GET /subscriptions/apis (and /subscription/v1): the team's subscriptions. */
    list: (callerId: string, teamId: string | undefined, q: SubscriptionListQuery): Promise<SubscriptionPage> =>
      page(callerId, teamId, q),

    /** GET /subscriptions/apis/{apiId}/apps: the team's applications subscribed to one API. */
    forApi: (callerId: string, teamId: string | undefined, apiId: string, q: SubscriptionListQuery) =>
      page(callerId, teamId, q, apiId),

    /** GET /subscriptions/apps/{appId}/apis/{apiId}/summary */
    async summary(
      callerId: string,
      teamId: string | undefined,
      appId: string,
      apiId: string,
    ): Promise<SubscriptionSummary> {
      const ctx = await access.member(callerId, teamId, E.notFound);
      const row = await one(ctx.teamId, callerId, appId, apiId);
      const versions = await products.versions([apiId]);
      const credentials = access.mayUseApplications(ctx)
        ? { client_id: appId, secrets: await secrets.values(appId) }
        : null;
      if (credentials)
        await recordAudit(pool, {
          actorId: callerId,
          teamId: ctx.teamId,
          action: AUDIT_ACTIONS.subscriptionCredentialsRead,
          subject: auditSubject.application(appId),
        });
      return {
        ...toApiSubscription(row),
        product_type: API_PRODUCT_TYPE_LABEL,
        versions: versions.map((v) => ({ key: v.version, spec_url: apiSpecUrl(apiId, v.version) })),
        credentials,
      };
    },

    /** POST /subscriptions/: Active, or Pending (with an e-mail to the provider) for manual approval. */
    async create(caller: AuthUser, teamId: string | undefined, body: CreateSubscriptionBody): Promise<ApiSubscription> {
      const callerId = caller.id;
      const ctx = await access.worker(callerId, teamId, E.subscribeForbidden, APPLICATION_ERRORS.notFound);
      const app = await applications.visible(ctx, body.app_id);
      const api = await products.access.product(ctx, body.api_id, 'API');
      if (!products.access.can(ctx, api, PRODUCT_ACTIONS.subscribe)) throw catalogueError(E.subscribeForbidden);
      if (!isActiveApplicationStatus(app.status)) throw catalogueError(E.applicationInactive);
      const versions = await products.versions([api.id]);
      if (!versions.some((v) => v.deployments.length > 0)) throw catalogueError(E.noDeployments);
      const manual = api.approvalType === 'manual';
      const expiresAt = manual ? new Date(Date.now() + api.subscriptionExpiryDays * DAY_MS) : null;
      const status = manual ? SUBSCRIPTION_STATUSES.pending : SUBSCRIPTION_STATUSES.active;
      await withTransaction(pool, async (c) => {
        const values = { appId: app.id, apiId: api.id, teamId: ctx.teamId, status, requestedBy: callerId, expiresAt };
        if (await insertSubscription(c, values)) return;
        throw catalogueError(EXISTING[(await findStatus(c, app.id, api.id)) ?? 'Active'] ?? E.exists);
      });
      const row = await one(ctx.teamId, callerId, app.id, api.id);
      if (manual && expiresAt) {
        // The request stands even if its e-mail cannot be queued: the provider still sees it in Pending Approvals.
        await notifyApprovers(platform, {
          ownerTeamId: api.ownerTeamId,
          providerTeam: api.ownerTeamName,
          appId: app.id,
          appName: app.displayName,
          teamName: ctx.teamName,
          apiId: api.id,
          apiName: api.displayName,
          requestedBy: caller.email,
          expiresAt,
        }).catch((err: unknown) => platform.log.error({ err }, 'approval request e-mail not queued'));
      }
      return toApiSubscription(row);
    },

    /** DELETE /subscriptions/apps/{appId}/apis/{apiId}: a Pending request is withdrawn; a Denied one stays. */
    async remove(callerId: string, teamId: string | undefined, appId: string, apiId: string): Promise<void> {
      const ctx = await access.worker(callerId, teamId, E.deleteForbidden, E.notFound);
      const row = await one(ctx.teamId, callerId, appId, apiId);
      if (row.status === SUBSCRIPTION_STATUSES.denied) throw catalogueError(E.denied);
      await deleteSubscription(pool, row.subscriptionId);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
