import type { FastifyInstance } from 'fastify';

export async function usersRoutes(app: FastifyInstance) {
  app.get('/profiles/users/me', { preHandler: app.authenticate }, async () => ({}));
}
