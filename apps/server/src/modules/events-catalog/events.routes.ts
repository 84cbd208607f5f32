/**
 * events (prefix /api/events), spec 2 section 7 "Event subscription service" reads: the routes of
 * EVENTS_CATALOG_HTTP_ROUTES (shapes in contracts events.ts). The current team comes in the team_uuid header
 * (req.team; the role header is ignored: roles come from memberships). Event subscriptions under this prefix belong
 * to their own module.
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { createEventsCatalogService } from './events.service.js';

export async function eventsCatalogRoutes(app: FastifyInstance) {
  const service = createEventsCatalogService(app.products, app.authorization);

  registerRoutes(app, HTTP_ROUTES['events-catalog'], {
    data: ({ caller, team, params }) => service.data(caller.id, team?.id, params.eventMetadataId),
    asyncApi: ({ caller, team, params, query }) => service.asyncApi(caller.id, team?.id, params, query.environment),
  });
}
