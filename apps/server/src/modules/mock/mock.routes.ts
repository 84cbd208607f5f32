/**
 * The mock upstream (prefix /mock): every method under /mock/{product}/{version}/..., answered from the version's
 * document. Callers are applications: a client-credentials access token of the console's provider (Bearer), as
 * the event sockets take; users' tokens are not application tokens (401).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPLICATION_TOKEN_AUDIENCE, MOCK_METHODS, MOCK_PREFIX, mockParams } from '@dc/contracts';
import { loadOidcKeys } from '../../identity/oidc-keys.js';
import { embeddedIssuer } from '../../identity/oidc-provider.js';
import { localTokenVerifier, type VerifyToken } from '../../identity/token-verifier.js';
import { parseWith } from '../../platform/http.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import { createMockService, type MockCaller } from './mock.service.js';

const bearer = (req: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

export async function mockRoutes(app: FastifyInstance) {
  const { config, db, secretKey, pool } = app.platform;
  // With an external issuer there is no provider of ours to issue application tokens: every call is refused.
  const verify: VerifyToken | null = config.OIDC_ISSUER
    ? null
    : localTokenVerifier(
        (await loadOidcKeys(db, secretKey)).verification,
        embeddedIssuer(config),
        APPLICATION_TOKEN_AUDIENCE,
      );
  const service = createMockService(pool);

  async function callerOf(req: FastifyRequest): Promise<MockCaller> {
    const token = bearer(req);
    if (!token || !verify) throw unauthorized('An access token of an application is required.');
    const claims = await verify(token).catch(() => {
      throw unauthorized('The access token is not valid.');
    });
    const subscriptions = Array.isArray(claims.subscriptions) ? claims.subscriptions.map(String) : [];
    return { subscriptions };
  }

  app.route({
    method: [...MOCK_METHODS],
    url: `${MOCK_PREFIX}/:product/:version/*`,
    handler: async (req, reply) => {
      const caller = await callerOf(req);
      const { product, version, '*': rest } = parseWith(mockParams, req.params);
      const answer = await service.handle(caller, product, version, {
        method: req.method,
        path: rest,
        query: req.query as Record<string, unknown>,
        headers: req.headers,
        contentType: req.headers['content-type'],
        body: req.body,
      });
      if ('problem' in answer) throw new AppError(answer.status, 'MOCK_REQUEST_INVALID', answer.problem);
      reply.status(answer.status).header('cache-control', 'no-store');
      if (answer.body === undefined) return reply.send();
      return reply.type(answer.contentType ?? 'application/json').send(JSON.stringify(answer.body));
    },
  });
}
