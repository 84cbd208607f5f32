/** email (prefix /api/email): GET /sink/messages?to={address} -> { items: SinkMessage[] } (internal staff). */
import type { FastifyInstance } from 'fastify';
import { sinkMessagesQuery } from '@dc/contracts';
import { callerOf, parseWith } from '../../platform/http.js';
import { createAuthorizationService } from '../authorization/authorization.service.js';
import { createEmailSinkService } from './email-sink.service.js';

export const EMAIL_PREFIX = '/api/email';

export async function emailSinkRoutes(app: FastifyInstance) {
  const service = createEmailSinkService(app.platform.db, createAuthorizationService(app.platform.pool));
  app.get(`${EMAIL_PREFIX}/sink/messages`, { preHandler: app.authenticate }, async (req) => {
    const { to } = parseWith(sinkMessagesQuery, req.query);
    return { items: await service.messagesTo(callerOf(req).id, to) };
  });
}
