/**
 * The authorization module as one plugin (issue 20 item 2): the permission service is built once and decorated as
 * `app.authorization`, which the modules asking "is this user internal staff / a status operator?" (status,
 * email-sink, events-catalog, event-subscriptions) use instead of building their own; then its routes.
 */
import fp from 'fastify-plugin';
import { authorizationRoutes } from './authorization.routes.js';
import { createAuthorizationService, type AuthorizationService } from './authorization.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The authorization module's service (authorization.plugin.ts). */
    authorization: AuthorizationService;
  }
}

export const authorizationPlugin = fp(
  async (app) => {
    app.decorate('authorization', createAuthorizationService(app.platform.pool));
    await app.register(authorizationRoutes);
  },
  { name: 'authorization' },
);
