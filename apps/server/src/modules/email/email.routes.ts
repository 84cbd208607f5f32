/**
 * email (prefix /api/email), spec 3 section 7.4 (shapes in contracts email.ts): POST /send (a team's template, or
 * the feedback template), POST /send/bulk (many template sends in one request, issue 24), GET /captcha (no sign-in),
 * GET /events?recipient, GET /stats?template_id&duration&aggregate.
 * Template sends, events and stats name the current team in the team_uuid header (req.team; HTTP_ROUTES.email).
 */
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_TEMPLATE, HTTP_ROUTES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { AppError } from '../../platform/errors.js';
import { createCaptcha } from './captcha.js';
import { createEmailService } from './email.service.js';
import { createFeedbackService } from './feedback.service.js';

export async function emailRoutes(app: FastifyInstance) {
  const { platform } = app;
  const { templates } = app;
  const captcha = createCaptcha(platform);
  const email = createEmailService(platform, templates);
  const feedback = createFeedbackService(platform, templates, captcha);
  await feedback.ensureTemplate();
  registerRoutes(app, HTTP_ROUTES.email, {
    send: async ({ caller, team, body, req, reply }) => {
      try {
        const result =
          body.template === FEEDBACK_TEMPLATE
            ? await feedback.send(caller, req.ip, body)
            : await email.sendTemplate(caller.id, team?.id, body);
        reply.status(202);
        return result;
      } catch (err) {
        const wait = (err as AppError).details as { retryAfterSeconds?: number } | undefined;
        if (err instanceof AppError && err.statusCode === 429 && wait?.retryAfterSeconds)
          reply.header('retry-after', String(wait.retryAfterSeconds));
        throw err;
      }
    },
    sendBulk: ({ caller, team, body }) => email.sendTemplates(caller.id, team?.id, body.mails),
    captcha: async ({ reply }) => {
      const challenge = await captcha.challenge();
      reply.header('cache-control', 'no-store');
      return challenge;
    },
    events: async ({ caller, team, query, reply }) => {
      const events = await email.events(caller.id, team?.id, query.recipient);
      reply.header('cache-control', 'no-store');
      return events;
    },
    stats: ({ caller, team, query }) => email.stats(caller.id, team?.id, query),
  });
}
