/**
 * email (prefix /api/email): GET /sink/messages?to={address} -> { items: SinkMessage[] } and
 * POST /sink/messages/{id}/complaint -> 204 (internal staff operators; HTTP_ROUTES['email-sink']).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { createEmailSinkService } from './email-sink.service.js';

export const EMAIL_PREFIX = '/api/email';

export async function emailSinkRoutes(app: FastifyInstance) {
  const { platform } = app;
  const service = createEmailSinkService(platform.db, app.authorization, platform.mail);
  registerRoutes(app, HTTP_ROUTES['email-sink'], {
    messages: async ({ caller, query }) => ({ items: await service.messagesTo(caller.id, query.to) }),
    complaint: async ({ caller, params, reply }) => {
      await service.complain(caller.id, params.id);
      reply.status(204);
    },
  });
}
