/** core (prefix /api/core): POST /analytics/page-views -> 204. */
import type { FastifyInstance } from 'fastify';
import { pageViewBody } from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { createAnalyticsService, logPageViewSink, type PageViewSink } from './analytics.service.js';

export async function analyticsRoutes(app: FastifyInstance, opts: { sink?: PageViewSink }) {
  const service = createAnalyticsService(opts.sink ?? logPageViewSink(app.platform.log), app.platform.log);
  app.post(`${SERVICE_PREFIX.core}/analytics/page-views`, { preHandler: app.authenticate }, async (req, reply) => {
    const body = parseWith(pageViewBody, req.body);
    await service.pageView(callerOf(req).id, body);
    return reply.status(204).send();
  });
}
