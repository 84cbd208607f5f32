/**
 * Fastify answers a URL it cannot decode (`/%zz`) or an over-long path parameter before any hook runs, so helmet
 * never adds its headers to those answers. This handler (Fastify's `frameworkErrors`) answers them in the one error
 * shape with the very headers helmet gives every other response, copied once from a response that went through it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_ERROR_CODES } from '@dc/contracts';

/** Headers helmet sets (whichever of them the configuration turns on). */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export function createFrameworkErrorHandler(app: () => FastifyInstance) {
  let securityHeaders: Promise<Record<string, string>> | undefined;
  const headersOnce = () =>
    (securityHeaders ??= app()
      .inject({ method: 'GET', url: '/healthz' })
      .then((res) =>
        Object.fromEntries(
          HELMET_HEADERS.flatMap((name) => (typeof res.headers[name] === 'string' ? [[name, res.headers[name]]] : [])),
        ),
      ));

  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    const body = { code: PLATFORM_ERROR_CODES.validation, message: err.message };
    headersOnce().then(
      (headers) => void reply.headers(headers).code(status).send(body),
      (cause: unknown) => {
        req.log.error({ err: cause }, 'security headers for a framework error not available');
        void reply.code(status).send(body);
      },
    );
  };
}
