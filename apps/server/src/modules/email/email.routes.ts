/**
 * email (prefix /api/email), spec 3 section 7.4 (shapes in contracts email.ts): POST /send (a team's template, or
 * the feedback template), GET /captcha (no sign-in), GET /events?recipient, GET /stats?template_id&duration&aggregate.
 * Template sends, events and stats name the current team in the team_uuid header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EMAIL_PREFIX,
  EMAIL_TEAM_HEADER,
  FEEDBACK_TEMPLATE,
  emailEventsQuery,
  emailStatsQuery,
  sendEmailBody,
} from '@dc/contracts';
import { AppError } from '../../platform/errors.js';
import { callerOf, parseWith } from '../../platform/http.js';
import { createTemplatesService } from '../templates/templates.service.js';
import { createCaptcha } from './captcha.js';
import { createEmailService } from './email.service.js';
import { createFeedbackService } from './feedback.service.js';

const teamOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[EMAIL_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export async function emailRoutes(app: FastifyInstance) {
  const { platform } = app;
  const templates = createTemplatesService(platform);
  const captcha = createCaptcha(platform);
  const email = createEmailService(platform, templates);
  const feedback = createFeedbackService(platform, templates, captcha);
  await feedback.ensureTemplate();
  const auth = { preHandler: app.authenticate };
  const at = (path: string) => `${EMAIL_PREFIX}${path}`;

  app.post(at('/send'), auth, async (req, reply) => {
    const body = parseWith(sendEmailBody, req.body);
    const caller = callerOf(req);
    try {
      const result =
        body.template === FEEDBACK_TEMPLATE
          ? await feedback.send(caller, req.ip, body)
          : await email.sendTemplate(caller.id, teamOf(req), body);
      return await reply.status(202).send(result);
    } catch (err) {
      const wait = (err as AppError).details as { retryAfterSeconds?: number } | undefined;
      if (err instanceof AppError && err.statusCode === 429 && wait?.retryAfterSeconds)
        reply.header('retry-after', String(wait.retryAfterSeconds));
      throw err;
    }
  });
  app.get(at('/captcha'), async (_req, reply) =>
    reply.header('cache-control', 'no-store').send(await captcha.challenge()),
  );
  app.get(at('/events'), auth, async (req, reply) => {
    const { recipient } = parseWith(emailEventsQuery, req.query);
    return reply.header('cache-control', 'no-store').send(await email.events(callerOf(req).id, teamOf(req), recipient));
  });
  app.get(at('/stats'), auth, async (req) =>
    email.stats(callerOf(req).id, teamOf(req), parseWith(emailStatsQuery, req.query)),
  );
}
