/**
 * Serves the built SPA (apps/web/dist) with a fallback to index.html for client-side routes. Text files have .br and
 * .gz siblings made at build time (apps/web/build/precompress.ts); the static handler picks one by Accept-Encoding.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Paths that belong to the server, never to the SPA fallback. */
const SERVER_PREFIXES = ['/api/', '/oidc', '/interaction', '/ui-config/', '/healthz', '/readyz', '/metrics', '/v2/'];

export function webDistDir(configured?: string): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((c) => existsSync(path.join(c, 'index.html')));
}

/** Hashed assets (Vite's name-hash.ext, or its .br/.gz sibling) never change; everything else is revalidated. */
export function cacheControlFor(file: string): string {
  const plain = file.replace(/\.(br|gz)$/, '');
  const hashed = plain.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(plain);
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The one not-found handler: server paths get the JSON error shape, client routes the SPA. */
export const webAppPlugin = fp(async (app) => {
  const root = webDistDir(app.platform.config.WEB_DIST);
  if (!root) app.log.warn('apps/web/dist not found: run `npm run build` to serve the console');
  const notFound = (method: string, p: string) => ({ code: 'NOT_FOUND', message: `No route for ${method} ${p}.` });
  if (!root) {
    app.setNotFoundHandler((req, reply) => reply.status(404).send(notFound(req.method, req.url.split('?')[0])));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // send's own Cache-Control (public, max-age=0) is applied after setHeaders and replaced ours: turn it off.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlFor(file));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const p = req.url.split('?')[0];
    const isServerPath = SERVER_PREFIXES.some((s) => p.startsWith(s));
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(p);
    if (req.method !== 'GET' || isServerPath || looksLikeFile) {
      return reply.status(404).send(notFound(req.method, p));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
