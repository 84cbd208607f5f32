/** Placeholder until the identity module lands: every authenticated route answers 401. */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../platform/errors.js';

export interface AuthUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export const identityPlugin = fp(async (app) => {
  app.decorate('authenticate', async () => {
    throw unauthorized();
  });
});
