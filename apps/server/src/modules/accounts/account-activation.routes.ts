/**
 * core (prefix /api/core): POST /accounts/{account_id}/enable; GET /accounts-v2/{accountId}/initialized;
 * POST /accounts-v2/{accountId}/initialize; GET and POST /accounts-v2/{accountId}/initializationStatuses/{id}.
 * Also starts the activation worker of this instance (QUEUE_ENABLED).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { createTeamServices } from '../teams/teams.service.js';
import { createActivationRunner, startActivationQueue } from './account-activation.job.js';
import { ACTIVATION_QUEUE, createAccountActivation } from './account-activation.service.js';
import { createAccountsService } from './accounts.service.js';

const accountParams = z.object({ accountId: z.string().uuid() });
const statusParams = accountParams.extend({ activationId: z.string().uuid() });

export async function accountActivationRoutes(app: FastifyInstance) {
  const { platform } = app;
  const teams = createTeamServices(platform);
  const activation = createAccountActivation(platform, createAccountsService(platform.pool, teams.teams));
  const workerId = await startActivationQueue(
    platform,
    createActivationRunner(platform, teams),
    platform.config.QUEUE_ENABLED,
  );
  activation.setWorker(workerId);
  if (workerId) app.addHook('onClose', async () => platform.queue.offWork(ACTIVATION_QUEUE).catch(() => undefined));

  const auth = { preHandler: app.authenticate };
  const { core } = SERVICE_PREFIX;
  // The spec's form variant of the status call: its fields carry nothing the path does not (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  app.post(`${core}/accounts/:accountId/enable`, auth, async (req) => {
    const { accountId } = parseWith(accountParams, req.params);
    return activation.enable(callerOf(req), accountId);
  });

  app.get(`${core}/accounts-v2/:accountId/initialized`, auth, async (req) => {
    const { accountId } = parseWith(accountParams, req.params);
    return activation.initialized(callerOf(req), accountId);
  });

  app.post(`${core}/accounts-v2/:accountId/initialize`, auth, async (req, reply) => {
    const { accountId } = parseWith(accountParams, req.params);
    return reply.status(202).send(await activation.initialize(callerOf(req), accountId));
  });

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${core}/accounts-v2/:accountId/initializationStatuses/:activationId`,
      preHandler: app.authenticate,
      handler: async (req) => {
        const { accountId, activationId } = parseWith(statusParams, req.params);
        return activation.status(callerOf(req), accountId, activationId);
      },
    });
  }
}
