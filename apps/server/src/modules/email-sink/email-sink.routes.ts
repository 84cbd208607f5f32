/**
 * email (prefix /api/email): GET /sink/messages?to={address} -> { items: SinkMessage[] } and
 * POST /sink/messages/{id}/complaint -> 204 (internal staff operators).
 */
import type { FastifyInstance } from 'fastify';
import { sinkMessageParams, sinkMessagesQuery } from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createAuthorizationService } from '../authorization/authorization.service.js';
import { createEmailSinkService } from './email-sink.service.js';

export const EMAIL_PREFIX = '/api/email';

export async function emailSinkRoutes(app: FastifyInstance) {
  const { platform } = app;
  const service = createEmailSinkService(platform.db, createAuthorizationService(platform.pool), platform.mail);
  app.get(`${EMAIL_PREFIX}/sink/messages`, { preHandler: app.authenticate }, async (req) => {
    const { to } = parseWith(sinkMessagesQuery, req.query);
    return { items: await service.messagesTo(callerOf(req).id, to) };
  });
  app.post(`${EMAIL_PREFIX}/sink/messages/:id/complaint`, { preHandler: app.authenticate }, async (req, reply) => {
    const { id } = parseWith(sinkMessageParams, req.params);
    await service.complain(callerOf(req).id, id);
    return reply.status(204).send();
  });
}
