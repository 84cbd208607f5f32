/**
 * apim (prefix /api/apim), spec 2 section 7 "API products and subscriptions" plus the provider's pending
 * approvals (shapes and errors in contracts subscriptions.ts):
 *   POST /subscriptions/, GET /subscriptions/apis[?app_ids], GET /subscriptions/apis/{apiId}/apps,
 *   GET /subscriptions/apps/{appId}/apis/{apiId}/summary, DELETE /subscriptions/apps/{appId}/apis/{apiId},
 *   GET /subscriptions/pendingApprovals, POST /subscriptions/pendingApprovals/{subscriptionId}/approve|deny.
 * subscription (prefix /api/subscription), spec 1 section 7.6: GET /subscription/v1.
 * The current team comes in the team_uuid header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APIM_PREFIX,
  PRODUCT_TEAM_HEADER,
  SUBSCRIPTION_ERRORS,
  SUBSCRIPTION_PREFIX,
  createSubscriptionBody,
  denySubscriptionBody,
  pendingApprovalParams,
  pendingApprovalsQuery,
  subscriptionApiParams,
  subscriptionAppApiParams,
  subscriptionListQuery,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { callerOf, parseWith } from '../../platform/http.js';
import { createApprovalsService } from './approvals.service.js';
import { toTeamRow } from './subscriptions.mappers.js';
import { createSubscriptionsService } from './subscriptions.service.js';

const teamOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A blank or missing explanation is the spec's API1023, not a generic validation failure. */
function explanationOf(body: unknown): string {
  const given = (body as { explanation?: unknown } | undefined)?.explanation;
  if (typeof given !== 'string' || !given.trim()) throw catalogueError(SUBSCRIPTION_ERRORS.explanationRequired);
  return parseWith(denySubscriptionBody, body).explanation;
}

export async function subscriptionsRoutes(app: FastifyInstance) {
  const subscriptions = createSubscriptionsService(app.platform);
  const approvals = createApprovalsService(app.platform);
  const auth = { preHandler: app.authenticate };
  const at = (path: string) => `${APIM_PREFIX}/subscriptions${path}`;
  const appApi = (req: FastifyRequest) => parseWith(subscriptionAppApiParams, req.params);

  const create = async (req: FastifyRequest) =>
    subscriptions.create(callerOf(req), teamOf(req), parseWith(createSubscriptionBody, req.body));
  app.post(at('/'), auth, async (req, reply) => reply.status(201).send(await create(req)));
  app.post(at(''), auth, async (req, reply) => reply.status(201).send(await create(req)));
  app.get(at('/apis'), auth, async (req) =>
    subscriptions.list(callerOf(req).id, teamOf(req), parseWith(subscriptionListQuery, req.query)),
  );
  app.get(at('/apis/:apiId/apps'), auth, async (req) => {
    const { apiId } = parseWith(subscriptionApiParams, req.params);
    return subscriptions.forApi(callerOf(req).id, teamOf(req), apiId, parseWith(subscriptionListQuery, req.query));
  });
  app.get(at('/apps/:appId/apis/:apiId/summary'), auth, async (req, reply) => {
    const { appId, apiId } = appApi(req);
    // The summary carries the application's secrets: no cache may keep it.
    const summary = await subscriptions.summary(callerOf(req).id, teamOf(req), appId, apiId);
    return reply.header('cache-control', 'no-store').send(summary);
  });
  app.delete(at('/apps/:appId/apis/:apiId'), auth, async (req, reply) => {
    const { appId, apiId } = appApi(req);
    await subscriptions.remove(callerOf(req).id, teamOf(req), appId, apiId);
    return reply.status(204).send();
  });

  app.get(at('/pendingApprovals'), auth, async (req) =>
    approvals.list(callerOf(req).id, teamOf(req), parseWith(pendingApprovalsQuery, req.query)),
  );
  app.post(at('/pendingApprovals/:subscriptionId/approve'), auth, async (req) => {
    const { subscriptionId } = parseWith(pendingApprovalParams, req.params);
    return approvals.approve(callerOf(req), teamOf(req), subscriptionId);
  });
  app.post(at('/pendingApprovals/:subscriptionId/deny'), auth, async (req) => {
    const { subscriptionId } = parseWith(pendingApprovalParams, req.params);
    return approvals.deny(callerOf(req), teamOf(req), subscriptionId, explanationOf(req.body));
  });

  app.get(`${SUBSCRIPTION_PREFIX}/subscription/v1`, auth, async (req) => {
    const page = await subscriptions.list(callerOf(req).id, teamOf(req), parseWith(subscriptionListQuery, req.query));
    return { ...page, items: page.items.map(toTeamRow) };
  });
}
