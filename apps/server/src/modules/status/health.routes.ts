/**
 * Liveness, readiness (checks the database) and Prometheus metrics: the health part of HTTP_ROUTES.status. It is
 * registered first, before sign-in exists (none of it needs one); the status page and maintenance routes of the same
 * table are in status.routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';

const { healthz, readyz, metrics } = HTTP_ROUTES.status.routes;
/** The health routes of the status table. */
const HEALTH_ROUTES = { ...HTTP_ROUTES.status, routes: { healthz, readyz, metrics } };

export async function healthRoutes(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    duration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  registerRoutes(app, HEALTH_ROUTES, {
    healthz: () => ({ status: 'ok' }),
    readyz: async ({ reply }) => {
      try {
        await app.platform.pool.query('SELECT 1');
        return { status: 'ready', database: 'up' };
      } catch {
        reply.status(503);
        return { status: 'not ready', database: 'down' };
      }
    },
    metrics: async ({ reply }) => {
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  });
}
