/**
 * The linter module as one plugin (issue 20 item 2): the service is built once over the teams module's services
 * (app.teams), this instance's lint workers start here (QUEUE_ENABLED; not from the routes file), then the routes.
 */
import type { FastifyInstance } from 'fastify';
import { startLinting } from './linter.lifecycle.js';
import { linterRoutes } from './linter.routes.js';
import { createLinterService } from './linter.service.js';

export async function linterPlugin(app: FastifyInstance) {
  const { platform } = app;
  const service = createLinterService(platform, app.teams.teams);
  const linting = await startLinting(platform);
  service.useLinting(linting);
  app.addHook('onClose', async () => linting.close());
  await app.register(linterRoutes, { service });
}
