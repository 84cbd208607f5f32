/** authz service (prefix /api/authz): POST /authorization/bulk/checks (spec 1 section 7.5). */
import type { FastifyInstance } from 'fastify';
import { bulkChecksBody } from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { createAuthorizationService } from './authorization.service.js';

export async function authorizationRoutes(app: FastifyInstance) {
  const service = createAuthorizationService(app.platform.pool);
  app.post(`${SERVICE_PREFIX.authz}/authorization/bulk/checks`, { preHandler: app.authenticate }, async (req) => {
    const { checks } = parseWith(bulkChecksBody, req.body);
    return service.check(callerOf(req).id, checks);
  });
}
