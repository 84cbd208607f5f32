/**
 * status (no prefix): GET /v2/status.json (no auth), GET /status (history page), GET /status/status.css;
 * core (prefix /api/core): GET and PUT /status/maintenance (internal staff operators).
 * Decorates `app.statusMonitor` so other modules (MQTT) can register their component check.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { setMaintenanceBody } from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { createAuthorizationService } from '../authorization/authorization.service.js';
import { platformChecks } from './status.checks.js';
import { STATUS_CSS_PATH, renderStatusPage } from './status.page.js';
import { createStatusService, type StatusService } from './status.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    statusMonitor: StatusService;
  }
}

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
      authz: createAuthorizationService(platform.pool),
      checks: platformChecks(platform),
    });
    app.decorate('statusMonitor', service);
    const css = await fs.readFile(path.join(assetsDir(), 'status', 'status.css'), 'utf8');
    const noCache = { 'cache-control': 'no-cache' };

    app.get('/v2/status.json', async (_req, reply) => reply.headers(noCache).send(await service.current()));

    app.get('/status', async (_req, reply) => {
      const [status, maintenance, history] = await Promise.all([
        service.current(),
        service.maintenance(),
        service.history().catch(() => null),
      ]);
      return reply
        .type('text/html; charset=utf-8')
        .headers(noCache)
        .send(renderStatusPage(status, maintenance, history));
    });

    app.get(STATUS_CSS_PATH, async (_req, reply) => reply.type('text/css; charset=utf-8').headers(noCache).send(css));

    app.get(`${SERVICE_PREFIX.core}/status/maintenance`, { preHandler: app.authenticate }, async () =>
      service.maintenance(),
    );

    app.put(`${SERVICE_PREFIX.core}/status/maintenance`, { preHandler: app.authenticate }, async (req) => {
      const body = parseWith(setMaintenanceBody, req.body);
      return service.setMaintenance(callerOf(req).id, body);
    });
  },
  { name: 'status' },
);
