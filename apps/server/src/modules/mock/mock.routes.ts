/**
 * The mock upstream (prefix /mock): every method under /mock/{product}/{version}/..., answered from the version's
 * document. Callers are applications: a client-credentials access token of the console's provider (Bearer), as
 * the event sockets take; users' tokens are not application tokens (401). HTTP_ROUTES.mock: one wildcard route per
 * method; the token is checked in a preValidation hook, so a caller without one gets 401 before its path is checked.
 */
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { HTTP_ROUTES, type mockParams } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import { createMockService, type MockCaller } from './mock.service.js';

type MockParams = z.output<typeof mockParams>;

const bearer = (req: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

export async function mockRoutes(app: FastifyInstance) {
  const { pool } = app.platform;
  // With an external issuer there is no provider of ours to issue application tokens: every call is refused (null).
  const verify = app.verifyApplicationToken;
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

  /** The application calling, as its token says (checked before anything else of the request). */
  const callers = new WeakMap<FastifyRequest, MockCaller>();
  const requireApplication = async (req: FastifyRequest) => {
    callers.set(req, await callerOf(req));
  };

  const answer = async ({ req, reply, params }: { req: FastifyRequest; reply: FastifyReply; params: MockParams }) => {
    const result = await service.handle(callers.get(req)!, params.product, params.version, {
      method: req.method,
      path: params['*'],
      query: req.query as Record<string, unknown>,
      headers: req.headers,
      contentType: req.headers['content-type'],
      body: req.body,
    });
    if ('problem' in result) throw new AppError(result.status, 'MOCK_REQUEST_INVALID', result.problem);
    reply.status(result.status).header('cache-control', 'no-store');
    if (result.body === undefined) return reply.send();
    return reply.type(result.contentType ?? 'application/json').send(JSON.stringify(result.body));
  };
  const checked = { preValidation: requireApplication };
  registerRoutes(
    app,
    HTTP_ROUTES.mock,
    { mockGet: answer, mockPost: answer, mockPut: answer, mockPatch: answer, mockDelete: answer },
    {
      routeOptions: { mockGet: checked, mockPost: checked, mockPut: checked, mockPatch: checked, mockDelete: checked },
    },
  );
}
