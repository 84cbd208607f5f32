/**
 * Helmet's security headers on every answer, worked out once. @fastify/helmet builds helmet's whole middleware
 * again on every request (parsing the CSP directives each time: about a twelfth of an API call's CPU), though with
 * this configuration (no nonces, nothing per request) the headers are the same for every answer. So helmet answers
 * one request of a throwaway Fastify instance at start, with exactly this configuration, and the hook sets what it
 * added on every reply.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** What Fastify itself puts on an answer (not helmet's). */
const OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

export async function securityHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers).flatMap(([k, v]) => (OWN.has(k) || typeof v !== 'string' ? [] : [[k, v]])),
  );
}

/**
 * Sets helmet's headers for `options` on every reply of `app` (onRequest, as @fastify/helmet does). Answers under
 * `rawPrefixes` are written by middleware straight to the raw response (oidc-provider under /oidc), so they get the
 * headers there, as helmet does; every other answer gets them on the reply, which hands all its headers to Node in
 * one writeHead: a header set on the raw response first turns that into one setHeader (and its checks) per header.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
  rawPrefixes: readonly string[] = [],
): Promise<void> {
  const headers = await securityHeadersOf(options);
  const entries = Object.entries(headers);
  app.addHook('onRequest', (req, reply, done) => {
    if (rawPrefixes.some((prefix) => req.url.startsWith(prefix))) {
      for (const [name, value] of entries) reply.raw.setHeader(name, value);
    } else {
      reply.headers(headers);
    }
    done();
  });
}
