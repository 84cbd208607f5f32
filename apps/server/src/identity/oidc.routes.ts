/**
 * Mounts oidc-provider (a Koa app) at /oidc through @fastify/middie. Encapsulated, so the middleware hook runs
 * only for the /oidc routes below and never for the rest of the API.
 */
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

/** Where the provider answers: it writes its answers to the raw response itself. */
export const OIDC_MOUNT = '/oidc';

export function oidcRoutes(provider: Provider) {
  return async (app: FastifyInstance) => {
    await app.register(middie);
    app.use(OIDC_MOUNT, provider.callback());
    // Fastify runs a context's hooks only for routes it matched, so these claim /oidc for the middleware;
    // the provider answers every request itself and these handlers are never reached.
    const unreachable = async () => {
      throw new Error('oidc-provider did not answer');
    };
    app.all(OIDC_MOUNT, unreachable);
    app.all(`${OIDC_MOUNT}/*`, unreachable);
  };
}
