/**
 * The templates module as one plugin (issue 20 item 2): the templates service is built once over the teams module's
 * service (app.teams) and decorated as `app.templates`, which the email module sends with instead of building its
 * own; then its routes.
 */
import fp from 'fastify-plugin';
import { TEMPLATE_SOURCE } from './template-renderer.js';
import { templatesRoutes } from './templates.routes.js';
import { createTemplatesService, type TemplatesService } from './templates.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The templates module's service (templates.plugin.ts). */
    templates: TemplatesService;
  }
}

export const templatesPlugin = fp(
  async (app) => {
    const templates = createTemplatesService(app.platform, app.teams.teams);
    app.decorate('templates', templates);
    // Template sends leave their mails to the worker to render (mail-sources.ts).
    app.platform.mail.renderWith(TEMPLATE_SOURCE, templates.renderSource);
    await app.register(templatesRoutes);
  },
  { name: 'templates', dependencies: ['teams'] },
);
