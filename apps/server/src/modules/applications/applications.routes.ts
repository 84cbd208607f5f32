/**
 * apim (prefix /api/apim), spec 2 section 7 "Applications": the routes of APPLICATIONS_HTTP_ROUTES (shapes, errors
 * and answers in contracts applications.ts). The current team comes in the team_uuid header (req.team).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';

export async function applicationsRoutes(app: FastifyInstance) {
  const { applications, secrets } = app.applications;

  registerRoutes(app, HTTP_ROUTES.applications, {
    list: ({ caller, team, query }) => applications.list(caller.id, team, query),
    listSlash: ({ caller, team, query }) => applications.list(caller.id, team, query),
    get: ({ caller, team, params }) => applications.get(caller.id, team, params.applicationId),
    create: async ({ caller, team, body, reply }) => {
      // The answer carries the first secret's value: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return applications.create(caller.id, team, body);
    },
    update: ({ caller, team, params, body }) => applications.update(caller.id, team, params.applicationId, body),
    remove: ({ caller, team, params }) => applications.remove(caller.id, team, params.applicationId),
    secrets: ({ caller, team, params }) => secrets.list(caller.id, team, params.applicationId),
    createSecret: async ({ caller, team, params, reply }) => {
      reply.header('cache-control', 'no-store');
      return secrets.create(caller.id, team, params.applicationId);
    },
    secret: async ({ caller, team, params, reply }) => {
      reply.header('cache-control', 'no-store');
      return secrets.get(caller.id, team, params.applicationId, params.secretId);
    },
    removeSecret: ({ caller, team, params }) => secrets.remove(caller.id, team, params.applicationId, params.secretId),
  });
}
