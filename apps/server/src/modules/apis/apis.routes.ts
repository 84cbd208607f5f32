/**
 * apim (prefix /api/apim), spec 2 section 7 "API products": the routes of APIS_HTTP_ROUTES (shapes in contracts
 * apis.ts and api-reference.ts). The current team comes in the team_uuid header (req.team). The subscription and
 * application paths of this prefix belong to their own modules.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { createApiReferenceService } from './api-reference.service.js';
import { createApisService } from './apis.service.js';

/**
 * The document and the reference's parts are JSON text stored once per version, sent as it is: Fastify sends a
 * string with a JSON content type without running the route's serialiser, so the parts' response schemas describe
 * them (OpenAPI, typed client) and api-reference.test.ts checks the stored parts against them.
 */
function jsonText(reply: FastifyReply, body: string): string {
  reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8');
  return body;
}

export async function apisRoutes(app: FastifyInstance) {
  const products = app.products;
  const service = createApisService(products);
  const reference = createApiReferenceService(app.platform.pool, products);

  registerRoutes(app, HTTP_ROUTES.apis, {
    list: ({ caller, team, query }) => service.list(caller.id, team?.id, query),
    get: ({ caller, team, params }) => service.get(caller.id, team?.id, params.apiId),
    openapi: async ({ caller, team, params, query, reply }) =>
      jsonText(reply, await service.openapi(caller.id, team?.id, params.apiId, params.version, query.environment)),
    reference: async ({ caller, team, params, reply }) =>
      jsonText(reply, await reference.index(caller.id, team?.id, params.apiId, params.version)),
    referenceOperation: async ({ caller, team, params, reply }) =>
      jsonText(
        reply,
        await reference.part(caller.id, team?.id, params.apiId, params.version, 'operation', String(params.index)),
      ),
    referenceSchema: async ({ caller, team, params, reply }) =>
      jsonText(reply, await reference.part(caller.id, team?.id, params.apiId, params.version, 'schema', params.name)),
  });
}
