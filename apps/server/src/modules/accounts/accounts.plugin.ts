/**
 * The accounts module as one plugin (issue 20 item 2): the accounts service is built once over the teams module's
 * services (app.teams, from the composition root: accounts never imports teams, whose tables name accounts), the
 * activation worker of this instance starts here (QUEUE_ENABLED), then the two route plugins. They stay apart
 * because the activation routes' form parser is theirs alone.
 */
import type { FastifyInstance } from 'fastify';
import { createActivationRunner, startActivationQueue } from './account-activation.job.js';
import { accountActivationRoutes } from './account-activation.routes.js';
import { ACTIVATION_QUEUE, createAccountActivation } from './account-activation.service.js';
import { accountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';

export async function accountsPlugin(app: FastifyInstance) {
  const { platform } = app;
  const service = createAccountsService(platform.pool, app.teams.teams);
  const activation = createAccountActivation(platform, service);
  const workerId = await startActivationQueue(
    platform,
    createActivationRunner(platform, app.teams),
    platform.config.QUEUE_ENABLED,
  );
  activation.setWorker(workerId);
  if (workerId) app.addHook('onClose', async () => platform.queue.offWork(ACTIVATION_QUEUE).catch(() => undefined));

  await app.register(accountsRoutes, { service });
  await app.register(accountActivationRoutes, { activation });
}
