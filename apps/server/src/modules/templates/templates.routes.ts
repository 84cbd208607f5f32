/**
 * templates (prefix /api/templates), spec 3 section 7.3 (shapes in contracts templates.ts):
 *   GET /?app_id, GET /{id}?include_mail_content, POST /, PUT /{id}, DELETE /{id}, POST /publish/{id},
 *   GET /{id}/preview?locale. The current team comes in the team_uuid header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TEMPLATES_PREFIX,
  TEMPLATE_TEAM_HEADER,
  createTemplateBody,
  templateGetQuery,
  templateListQuery,
  templateParams,
  templatePreviewQuery,
  updateTemplateBody,
} from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createTemplatesService } from './templates.service.js';

const teamOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[TEMPLATE_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export async function templatesRoutes(app: FastifyInstance) {
  const service = createTemplatesService(app.platform);
  const auth = { preHandler: app.authenticate };
  const at = (path: string) => `${TEMPLATES_PREFIX}${path}`;
  const idOf = (req: FastifyRequest) => parseWith(templateParams, req.params).id;

  // The collection answers with and without the trailing slash.
  for (const root of [at(''), at('/')]) {
    app.get(root, auth, async (req) => {
      const { app_id } = parseWith(templateListQuery, req.query);
      return service.list(callerOf(req).id, teamOf(req), app_id);
    });
    app.post(root, auth, async (req, reply) => {
      const body = parseWith(createTemplateBody, req.body);
      return reply.status(201).send(await service.create(callerOf(req), teamOf(req), body));
    });
  }
  app.get(at('/:id'), auth, async (req) => {
    const { include_mail_content } = parseWith(templateGetQuery, req.query);
    return service.get(callerOf(req).id, teamOf(req), idOf(req), include_mail_content);
  });
  app.get(at('/:id/preview'), auth, async (req, reply) => {
    const { locale } = parseWith(templatePreviewQuery, req.query);
    const preview = await service.preview(callerOf(req).id, teamOf(req), idOf(req), locale);
    return reply.header('cache-control', 'no-store').send(preview);
  });
  app.put(at('/:id'), auth, async (req) =>
    service.update(callerOf(req), teamOf(req), idOf(req), parseWith(updateTemplateBody, req.body)),
  );
  app.delete(at('/:id'), auth, async (req, reply) => {
    await service.remove(callerOf(req).id, teamOf(req), idOf(req));
    return reply.status(204).send();
  });
  app.post(at('/publish/:id'), auth, async (req) => service.publish(callerOf(req).id, teamOf(req), idOf(req)));
}
