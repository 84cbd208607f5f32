/**
 * templates (prefix /api/templates), spec 3 section 7.3: the routes of TEMPLATES_HTTP_ROUTES (shapes in contracts
 * templates.ts). The collection answers with and without the trailing slash. The current team comes in the
 * team_uuid header (req.team).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes, type RouteHandler } from '../../platform/contract/registrar.js';

type Routes = (typeof HTTP_ROUTES)['templates']['routes'];

export async function templatesRoutes(app: FastifyInstance) {
  const service = app.templates;

  const list: RouteHandler<Routes['list']> = ({ caller, team, query }) =>
    service.list(caller.id, team?.id, query.app_id);
  const create: RouteHandler<Routes['create']> = async ({ caller, team, body, reply }) => {
    const created = await service.create(caller, team?.id, body);
    reply.status(201);
    return created;
  };

  registerRoutes(app, HTTP_ROUTES.templates, {
    list,
    listBare: list,
    create,
    createBare: create,
    get: ({ caller, team, params, query }) => service.get(caller.id, team?.id, params.id, query.include_mail_content),
    preview: async ({ caller, team, params, query, reply }) => {
      const preview = await service.preview(caller.id, team?.id, params.id, query.locale);
      reply.header('cache-control', 'no-store');
      return preview;
    },
    update: ({ caller, team, params, body }) => service.update(caller, team?.id, params.id, body),
    remove: async ({ caller, team, params, reply }) => {
      await service.remove(caller.id, team?.id, params.id);
      reply.status(204);
    },
    publish: ({ caller, team, params }) => service.publish(caller.id, team?.id, params.id),
  });
}
