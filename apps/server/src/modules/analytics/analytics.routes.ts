/** core (prefix /api/core): POST /analytics/page-views -> 204 (HTTP_ROUTES.analytics). */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { createAnalyticsService, logPageViewSink, type PageViewSink } from './analytics.service.js';

export async function analyticsRoutes(app: FastifyInstance, opts: { sink?: PageViewSink }) {
  const service = createAnalyticsService(opts.sink ?? logPageViewSink(app.platform.log), app.platform.log);
  registerRoutes(app, HTTP_ROUTES.analytics, {
    pageView: async ({ caller, body, reply }) => {
      await service.pageView(caller.id, body);
      reply.status(204);
    },
  });
}
