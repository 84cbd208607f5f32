/**
 * apim (prefix /api/apim), spec 2 section 7 "API products and subscriptions" plus the provider's pending
 * approvals (shapes and errors in contracts subscriptions.ts):
 *   POST /subscriptions/, GET /subscriptions/apis[?app_ids], GET /subscriptions/apis/{apiId}/apps,
 *   GET /subscriptions/apps/{appId}/apis/{apiId}/summary, DELETE /subscriptions/apps/{appId}/apis/{apiId},
 *   GET /subscriptions/pendingApprovals, POST /subscriptions/pendingApprovals/{subscriptionId}/approve|deny.
 * subscription (prefix /api/subscription), spec 1 section 7.6: GET /subscription/v1.
 * The routes of HTTP_ROUTES.subscriptions; the current team comes in the team_uuid header (req.team).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_ROUTES, SUBSCRIPTION_ERRORS } from '@dc/contracts';
import { registerRoutes, type RouteHandler } from '../../platform/contract/registrar.js';
import { catalogueError } from '../../platform/errors.js';
import { createApprovalsService } from './approvals.service.js';
import { toTeamRow } from './subscriptions.mappers.js';

/**
 * A blank or missing explanation is the spec's API1023, not a generic validation failure: checked before the
 * registrar validates the body with the table's schema.
 */
async function explanationRequired(req: FastifyRequest): Promise<void> {
  const given = (req.body as { explanation?: unknown } | undefined)?.explanation;
  if (typeof given !== 'string' || !given.trim()) throw catalogueError(SUBSCRIPTION_ERRORS.explanationRequired);
}

type Routes = (typeof HTTP_ROUTES)['subscriptions']['routes'];

export async function subscriptionsRoutes(app: FastifyInstance) {
  const subscriptions = app.subscriptions;
  const approvals = createApprovalsService(app.platform, app.applications.applications.access);

  const create: RouteHandler<Routes['create']> = async ({ caller, team, body, reply }) => {
    const created = await subscriptions.create(caller, team?.id, body);
    reply.status(201);
    return created;
  };

  registerRoutes(
    app,
    HTTP_ROUTES.subscriptions,
    {
      create,
      createSlash: create,
      list: ({ caller, team, query }) => subscriptions.list(caller.id, team?.id, query),
      forApi: ({ caller, team, params, query }) => subscriptions.forApi(caller.id, team?.id, params.apiId, query),
      summary: async ({ caller, team, params, reply }) => {
        // The summary carries the application's secrets: no cache may keep it.
        const summary = await subscriptions.summary(caller.id, team?.id, params.appId, params.apiId);
        reply.header('cache-control', 'no-store');
        return summary;
      },
      remove: async ({ caller, team, params, reply }) => {
        await subscriptions.remove(caller.id, team?.id, params.appId, params.apiId);
        reply.status(204);
      },
      pendingApprovals: ({ caller, team, query }) => approvals.list(caller.id, team?.id, query),
      approve: ({ caller, team, params }) => approvals.approve(caller, team?.id, params.subscriptionId),
      deny: ({ caller, team, params, body }) =>
        approvals.deny(caller, team?.id, params.subscriptionId, body.explanation),
      teamList: async ({ caller, team, query }) => {
        const page = await subscriptions.list(caller.id, team?.id, query);
        return { ...page, items: page.items.map(toTeamRow) };
      },
    },
    { routeOptions: { deny: { preValidation: explanationRequired } } },
  );
}
