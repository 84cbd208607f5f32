/**
 * CORS for the API: only the origins in CORS_ORIGINS get Access-Control-* headers (and an answered preflight); any
 * other Origin gets none, so the browser keeps the response from that page. The API reads only the Authorization
 * header, never cookies, so credentials are never allowed. /oidc is oidc-provider's: it allows its public documents
 * (discovery, JWKS) from anywhere and its token endpoints from a client's own redirect origins only.
 * (@fastify/cors is not installed; this is the small part of it the console needs.)
 */
import fp from 'fastify-plugin';

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const REQUEST_HEADERS = 'authorization, content-type, x-request-id';
const EXPOSED_HEADERS = 'retry-after, x-request-id, content-disposition';

const isProviderPath = (url: string) => url === '/oidc' || url.startsWith('/oidc/') || url.startsWith('/oidc?');

export const corsPlugin = fp(
  async (app) => {
    const allowed = new Set(app.platform.config.CORS_ORIGINS);
    if (allowed.size === 0) return;
    app.addHook('onRequest', async (req, reply) => {
      if (isProviderPath(req.url)) return;
      // The answer depends on Origin whether or not it is allowed: caches must keep them apart.
      reply.header('vary', 'Origin');
      const origin = req.headers.origin;
      if (!origin || !allowed.has(origin)) return;
      reply.header('access-control-allow-origin', origin);
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        reply.header('access-control-allow-methods', METHODS);
        reply.header('access-control-allow-headers', REQUEST_HEADERS);
        reply.header('access-control-max-age', '600');
        return reply.code(204).send();
      }
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    });
  },
  { name: 'cors' },
);
