/**
 * apim (prefix /api/apim), spec 2 section 7 "API products" (shapes in contracts apis.ts): GET /apis,
 * GET /apis/{apiId}, GET /apis/{apiId}/versions/{version}/openapi. The current team comes in the team_uuid header.
 * The subscription and application paths of this prefix belong to their own modules.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APIM_PREFIX,
  PRODUCT_TEAM_HEADER,
  apiListQuery,
  apiParams,
  apiSpecParams,
  apiSpecQuery,
  referenceOperationParams,
  referenceSchemaParams,
} from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createProductsService } from '../products/products.service.js';
import { createApiReferenceService } from './api-reference.service.js';
import { createApisService } from './apis.service.js';

const teamOf = (req: FastifyRequest) => {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export async function apisRoutes(app: FastifyInstance) {
  const products = createProductsService(app.platform.pool);
  const service = createApisService(products);
  const reference = createApiReferenceService(app.platform.pool, products);
  const auth = { preHandler: app.authenticate };

  app.get(`${APIM_PREFIX}/apis`, auth, async (req) =>
    service.list(callerOf(req).id, teamOf(req), parseWith(apiListQuery, req.query)),
  );
  app.get(`${APIM_PREFIX}/apis/:apiId`, auth, async (req) =>
    service.get(callerOf(req).id, teamOf(req), parseWith(apiParams, req.params).apiId),
  );
  app.get(`${APIM_PREFIX}/apis/:apiId/versions/:version/openapi`, auth, async (req, reply) => {
    const { apiId, version } = parseWith(apiSpecParams, req.params);
    const { environment } = parseWith(apiSpecQuery, req.query);
    const json = await service.openapi(callerOf(req).id, teamOf(req), apiId, version, environment);
    return reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8').send(json);
  });

  // The reference in parts (issue 19): JSON text stored once per version, sent as it is.
  const json = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8').send(body);
  app.get(`${APIM_PREFIX}/apis/:apiId/versions/:version/reference`, auth, async (req, reply) => {
    const { apiId, version } = parseWith(apiSpecParams, req.params);
    return json(reply, await reference.index(callerOf(req).id, teamOf(req), apiId, version));
  });
  app.get(`${APIM_PREFIX}/apis/:apiId/versions/:version/reference/operations/:index`, auth, async (req, reply) => {
    const { apiId, version, index } = parseWith(referenceOperationParams, req.params);
    return json(reply, await reference.part(callerOf(req).id, teamOf(req), apiId, version, 'operation', String(index)));
  });
  app.get(`${APIM_PREFIX}/apis/:apiId/versions/:version/reference/schemas/:name`, auth, async (req, reply) => {
    const { apiId, version, name } = parseWith(referenceSchemaParams, req.params);
    return json(reply, await reference.part(callerOf(req).id, teamOf(req), apiId, version, 'schema', name));
  });
}
