/**
 * apim (prefix /api/apim): POST /try-it, Try it's relay (contracts try-it.ts). Rate-limited per signed-in user
 * (TRY_IT_RATE_LIMIT a minute, per instance), counted after authentication so the key is the user, not an address.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HTTP_ROUTES, TRY_IT_ERRORS } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { catalogueError } from '../../platform/errors.js';
import { createTryItService } from './try-it.service.js';

export async function tryItRoutes(app: FastifyInstance) {
  const { config } = app.platform;
  const verify = app.verifyApplicationToken;
  // The demo's deployments are the console's own mock: relayed in process, through the whole app (its hooks too).
  const service = createTryItService(
    app.platform,
    app.products,
    app.applications.applications,
    app.subscriptions,
    verify,
    async (request) => {
      const res = await app.inject(request as InjectOptions);
      return {
        statusCode: res.statusCode,
        statusMessage: res.statusMessage,
        headers: res.headers as Record<string, unknown>,
        rawPayload: res.rawPayload,
      };
    },
  );
  app.addHook('onClose', async () => service.close());

  // Registered in this module's scope only: the limit applies to the relay and nothing else.
  await app.register(rateLimit, {
    global: true,
    max: config.TRY_IT_RATE_LIMIT,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (req) => req.user?.id ?? req.ip,
    errorResponseBuilder: () => catalogueError(TRY_IT_ERRORS.rateLimited),
  });

  registerRoutes(app, HTTP_ROUTES['try-it'], {
    relay: async ({ caller, team, body, reply }) => {
      // The answer may carry what the upstream sent for this application's token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return service.relay(caller.id, team, body);
    },
  });
}
