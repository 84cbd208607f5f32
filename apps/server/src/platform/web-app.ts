/**
 * Serves the built SPA (apps/web/dist) with a fallback to index.html for client-side routes. Text files have .br and
 * .gz siblings made at build time (apps/web/build/precompress.ts); the static handler picks one by Accept-Encoding.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The landing page drawn at build time (apps/web/build/prerender.ts), sent for /landing instead of index.html. */
export const LANDING_FILE = 'landing.html';
const LANDING_PATH = '/landing';

/**
 * Signed-in pages opened by address have a copy of index.html of their own that names the chunks the router will load
 * for them (apps/web/build/page-preloads.ts: dist/pages/apim.html for /apim), so they load beside the entry instead of
 * one level after another. The pages' paths by their file, read once: the build writes them, nothing changes them.
 */
export const PAGES_DIR = 'pages';
export function preloadedPages(root: string): Map<string, string> {
  const dir = path.join(root, PAGES_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.html')) : [];
  return new Map(files.map((f) => [`/${f.slice(0, -'.html'.length)}`, `${PAGES_DIR}/${f}`]));
}

/**
 * The CSP sources of the inline scripts of a page (the landing page's guard, which must run before the first paint):
 * 'sha256-...' each, so script-src allows exactly them and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** `policy` with `sources` added to its script-src (the one policy every answer carries, security-headers.ts). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)\s*script-src([^;]*)/, (directive) => `${directive} ${sources.join(' ')}`);
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
  // Read once: the build writes it, nothing changes it while the server runs (its ETag comes from the file).
  const landing = path.join(root, LANDING_FILE);
  const landingScripts = existsSync(landing) ? inlineScriptHashes(readFileSync(landing, 'utf8')) : undefined;
  const pages = preloadedPages(root);
  app.setNotFoundHandler((req, reply) => {
    const p = req.url.split('?')[0];
    const isServerPath = SERVER_PREFIXES.some((s) => p.startsWith(s));
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(p);
    if (req.method !== 'GET' || isServerPath || looksLikeFile) {
      return reply.status(404).send(notFound(req.method, p));
    }
    if (p === LANDING_PATH && landingScripts) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withScriptSources(policy, landingScripts));
      return reply.header('cache-control', 'no-cache').sendFile(LANDING_FILE);
    }
    return reply.header('cache-control', 'no-cache').sendFile(pages.get(p) ?? 'index.html');
  });
});
