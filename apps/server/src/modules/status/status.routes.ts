/**
 * status (no prefix): GET /v2/status.json (no auth), GET /status (history page), GET /status/status.css;
 * core (prefix /api/core): GET and PUT /status/maintenance (internal staff operators). The status part of
 * HTTP_ROUTES.status (its health routes are in health.routes.ts).
 * Decorates `app.statusMonitor` so other modules (MQTT) can register their component check.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { platformChecks } from './status.checks.js';
import { renderStatusPage } from './status.page.js';
import { createStatusService, type StatusService } from './status.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    statusMonitor: StatusService;
  }
}

const { statusJson, page, css, maintenance, setMaintenance } = HTTP_ROUTES.status.routes;
const STATUS_ROUTES = { ...HTTP_ROUTES.status, routes: { statusJson, page, css, maintenance, setMaintenance } };

function assetsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/modules/status -> ../../../assets ; dist/server.js -> ../assets
  return here.includes(`${path.sep}src${path.sep}`)
    ? path.resolve(here, '../../../assets')
    : path.resolve(here, '../assets');
}

export const statusRoutes = fp(
  async (app) => {
    const { platform } = app;
    const service = createStatusService({
      pool: platform.pool,
      log: platform.log,
      publicUrl: platform.config.PUBLIC_URL,
      authz: app.authorization,
      checks: platformChecks(platform),
    });
    app.decorate('statusMonitor', service);
    const styles = await fs.readFile(path.join(assetsDir(), 'status', 'status.css'), 'utf8');
    const noCache = { 'cache-control': 'no-cache' };

    registerRoutes(app, STATUS_ROUTES, {
      statusJson: async ({ reply }) => {
        const status = await service.current();
        reply.headers(noCache);
        return status;
      },
      page: async ({ reply }) => {
        const [status, maintenance, history] = await Promise.all([
          service.current(),
          service.maintenance(),
          service.history().catch(() => null),
        ]);
        reply.type('text/html; charset=utf-8').headers(noCache);
        return renderStatusPage(status, maintenance, history);
      },
      css: ({ reply }) => {
        reply.type('text/css; charset=utf-8').headers(noCache);
        return styles;
      },
      maintenance: () => service.maintenance(),
      setMaintenance: ({ caller, body }) => service.setMaintenance(caller.id, body),
    });
  },
  { name: 'status' },
);
