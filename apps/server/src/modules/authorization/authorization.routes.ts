/** authz service (prefix /api/authz): POST /authorization/bulk/checks (spec 1 section 7.5; HTTP_ROUTES.authorization). */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';

export async function authorizationRoutes(app: FastifyInstance) {
  const service = app.authorization;
  registerRoutes(app, HTTP_ROUTES.authorization, {
    bulkChecks: ({ caller, body }) => service.check(caller.id, body.checks),
  });
}
