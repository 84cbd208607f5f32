/**
 * GET /api/openapi.json: the platform's own API as OpenAPI 3.1, built once from the route table (the same builder
 * writes generated/openapi.json, whose drift check keeps the committed copy equal to this answer).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES, OPENAPI_INFO, ROUTE_TABLE, buildOpenApi } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';

export async function openapiRoutes(app: FastifyInstance) {
  let document: string | undefined;
  registerRoutes(app, HTTP_ROUTES.openapi, {
    document: ({ reply }) => {
      document ??= JSON.stringify(buildOpenApi(ROUTE_TABLE, OPENAPI_INFO));
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(document);
    },
  });
}
