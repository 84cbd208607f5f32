/**
 * apim (prefix /api/apim), spec 2 section 7 "Applications" (shapes and errors in contracts applications.ts):
 *   GET /applications/, GET|PATCH|DELETE /applications/{applicationId}, POST /applications,
 *   GET|POST /applications/{applicationId}/secrets, GET|DELETE /applications/{applicationId}/secrets/{secretId}.
 * The current team comes in the team_uuid header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APIM_PREFIX,
  PRODUCT_TEAM_HEADER,
  applicationListQuery,
  applicationParams,
  createApplicationBody,
  secretParams,
  updateApplicationBody,
} from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createApplicationSecretsService } from './application-secrets.service.js';
import { createApplicationsService } from './applications.service.js';

const teamOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export async function applicationsRoutes(app: FastifyInstance) {
  const applications = createApplicationsService(app.platform);
  const secrets = createApplicationSecretsService(app.platform, applications);
  const auth = { preHandler: app.authenticate };
  const at = (path: string) => `${APIM_PREFIX}/applications${path}`;
  const ids = (req: FastifyRequest) => parseWith(applicationParams, req.params).applicationId;

  const list = async (req: FastifyRequest) =>
    applications.list(callerOf(req).id, teamOf(req), parseWith(applicationListQuery, req.query));
  app.get(at(''), auth, list);
  app.get(at('/'), auth, list);
  app.get(at('/:applicationId'), auth, async (req) => applications.get(callerOf(req).id, teamOf(req), ids(req)));
  app.post(at(''), auth, async (req, reply) => {
    const body = parseWith(createApplicationBody, req.body);
    // The answer carries the first secret's value: no cache may keep it.
    const created = await applications.create(callerOf(req).id, teamOf(req), body);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });
  app.patch(at('/:applicationId'), auth, async (req) => {
    const id = ids(req);
    return applications.update(callerOf(req).id, teamOf(req), id, parseWith(updateApplicationBody, req.body));
  });
  app.delete(at('/:applicationId'), auth, async (req, reply) => {
    await applications.remove(callerOf(req).id, teamOf(req), ids(req));
    return reply.status(204).send();
  });

  app.get(at('/:applicationId/secrets'), auth, async (req) => secrets.list(callerOf(req).id, teamOf(req), ids(req)));
  app.post(at('/:applicationId/secrets'), auth, async (req, reply) =>
    reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(await secrets.create(callerOf(req).id, teamOf(req), ids(req))),
  );
  app.get(at('/:applicationId/secrets/:secretId'), auth, async (req, reply) => {
    const { applicationId, secretId } = parseWith(secretParams, req.params);
    const value = await secrets.get(callerOf(req).id, teamOf(req), applicationId, secretId);
    return reply.header('cache-control', 'no-store').send(value);
  });
  app.delete(at('/:applicationId/secrets/:secretId'), auth, async (req, reply) => {
    const { applicationId, secretId } = parseWith(secretParams, req.params);
    await secrets.remove(callerOf(req).id, teamOf(req), applicationId, secretId);
    return reply.status(204).send();
  });
}
