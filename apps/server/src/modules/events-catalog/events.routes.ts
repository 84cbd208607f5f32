/**
 * events (prefix /api/events), spec 2 section 7 "Event subscription service" reads (shapes in contracts events.ts):
 * GET /events/{eventMetadataId}/data, GET /namespaces/{namespaceId}/events/{eventName}/versions/{version}/asyncapi.
 * The current team comes in the team_uuid header (the role header is ignored: roles come from memberships).
 * Event subscriptions under this prefix belong to their own module.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENTS_PREFIX, PRODUCT_TEAM_HEADER, asyncApiParams, asyncApiQuery, eventDataParams } from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createProductsService } from '../products/products.service.js';
import { createEventsCatalogService } from './events.service.js';

const teamOf = (req: FastifyRequest) => {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export async function eventsCatalogRoutes(app: FastifyInstance) {
  const { pool } = app.platform;
  const service = createEventsCatalogService(pool, createProductsService(pool));
  const auth = { preHandler: app.authenticate };

  app.get(`${EVENTS_PREFIX}/events/:eventMetadataId/data`, auth, async (req) =>
    service.data(callerOf(req).id, teamOf(req), parseWith(eventDataParams, req.params).eventMetadataId),
  );
  app.get(
    `${EVENTS_PREFIX}/namespaces/:namespaceId/events/:eventName/versions/:version/asyncapi`,
    auth,
    async (req) => {
      const address = parseWith(asyncApiParams, req.params);
      const { environment } = parseWith(asyncApiQuery, req.query);
      return service.asyncApi(callerOf(req).id, teamOf(req), address, environment);
    },
  );
}
