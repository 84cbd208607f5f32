/**
 * E-mail service (spec 3 sections 3, 4, 7.4): sends a team's template to recipients (one queued mail each, through
 * the platform transport that records every outcome), reads a recipient's events of the last 30 days and a
 * template's stats. Sending and reading need the utilities rule (internal team, support user or admin-type role).
 */
import { randomUUID } from 'node:crypto';
import {
  EMAIL_ERRORS,
  EMAIL_LIMITS,
  EMAIL_TEXTS,
  FEEDBACK_TEMPLATE,
  PLATFORM_ERROR_CODES,
  analyticsPeriodStart,
  defaultAggregate,
  recipientsField,
  splitRecipients,
  type AnalyticsCounts,
  type AnalyticsResponse,
  type EmailEvent,
  type SendEmailBulkItem,
  type SendEmailBulkResponse,
  type SendEmailResponse,
  type emailStatsQuery,
} from '@dc/contracts';
import type { z } from 'zod';
import { AppError, catalogueError } from '../../platform/errors.js';
import { parseWith } from '../../platform/http.js';
import type { OutgoingMail, QueuedMail } from '../../platform/mail/mail.js';
import type { Platform } from '../../platform/platform.js';
import type { TemplatesService } from '../templates/templates.service.js';
import * as repo from './email.repository.js';

const EVENTS_LIMIT = 1000;
const HOURLY_DURATIONS: string[] = ['1d', '2d', '3d', '7d', '14d'];
const zero = (): AnalyticsCounts => ({
  delivered: { total: 0 },
  accepted: { total: 0 },
  failed: { bounce: 0, 'suppress-bounce': 0, 'suppress-complaint': 0 },
  complained: { total: 0 },
});

function sum(stats: AnalyticsCounts[]): AnalyticsCounts {
  const t = zero();
  for (const s of stats) {
    t.delivered.total += s.delivered.total;
    t.accepted.total += s.accepted.total;
    t.failed.bounce += s.failed.bounce;
    t.failed['suppress-bounce'] += s.failed['suppress-bounce'];
    t.failed['suppress-complaint'] += s.failed['suppress-complaint'];
    t.complained.total += s.complained.total;
  }
  return t;
}

type TemplateSend = { template: string; locale: string; to: string; template_variables: Record<string, string> };
type UtilitiesTeam = Awaited<ReturnType<TemplatesService['teamOf']>>;

const answerOf = (queued: QueuedMail[]): SendEmailResponse => ({
  id: randomUUID(),
  message: EMAIL_TEXTS.queued,
  messages: queued.map((m) => ({ recipient: m.to[0], message_id: m.messageId })),
});

export function createEmailService(platform: Platform, templates: TemplatesService) {
  const { pool, mail } = platform;

  const utilitiesTeam = async (callerId: string, teamId: string | undefined) => {
    const team = await templates.teamOf(callerId, teamId, EMAIL_ERRORS.teamRequired);
    if (!team.canUseUtilities) throw catalogueError(EMAIL_ERRORS.utilitiesRequired);
    return team;
  };

  /** Templates read once per request, however many mails name them. */
  const templateLookup = (team: UtilitiesTeam) => {
    const seen = new Map<string, ReturnType<TemplatesService['templateOf']>>();
    return (id: string) => {
      if (!seen.has(id)) seen.set(id, templates.templateOf(id, team));
      return seen.get(id)!;
    };
  };

  /** The rules of one template send (spec 3 section 5), then its mails: one per recipient, rendered. */
  async function prepare(
    team: UtilitiesTeam,
    body: TemplateSend,
    templateOf: ReturnType<typeof templateLookup>,
  ): Promise<OutgoingMail[]> {
    const template = await templateOf(body.template);
    const to = parseWith(recipientsField, body.to);
    const recipients = [...new Set(splitRecipients(to).map((a) => a.toLowerCase()))];
    if (recipients.length > EMAIL_LIMITS.recipientsMax) throw catalogueError(EMAIL_ERRORS.tooManyRecipients);
    const missing = template.variables.filter((v) => !body.template_variables[v]?.trim());
    if (missing.length) {
      const e = EMAIL_ERRORS.missingVariables;
      throw catalogueError({ ...e, message: `${e.message} ${missing.join(', ')}` }, { variables: missing });
    }
    // The worker renders each mail's HTML and text from the template's content as it is now (mail-sources.ts).
    const { subject, source } = await templates.deferred(template, body.locale, body.template_variables);
    // Only the template's variables are read: the rest of what the caller gave is not kept.
    const values = Object.fromEntries(template.variables.map((v) => [v, body.template_variables[v] ?? '']));
    return recipients.map((r) => ({
      to: [r],
      subject,
      body: { source, values },
      from: templates.fromOf(template),
      templateId: template.id,
    }));
  }

  return {
    async sendTemplate(callerId: string, teamId: string | undefined, body: TemplateSend): Promise<SendEmailResponse> {
      const team = await utilitiesTeam(callerId, teamId);
      const mails = await prepare(team, body, templateLookup(team));
      return answerOf(await mail.sendAll(mails));
    },

    /**
     * Bulk send: the team and the utilities rule once (the request fails as /send would), then each mail's own rules
     * as /send checks them, answered per mail; every accepted mail is queued in one transaction (mail.sendAll).
     */
    async sendTemplates(
      callerId: string,
      teamId: string | undefined,
      bodies: TemplateSend[],
    ): Promise<SendEmailBulkResponse> {
      const team = await utilitiesTeam(callerId, teamId);
      const lookup = templateLookup(team);
      const prepared = await Promise.all(
        bodies.map(async (body) => {
          try {
            if (body.template === FEEDBACK_TEMPLATE) throw catalogueError(EMAIL_ERRORS.bulkFeedback);
            return await prepare(team, body, lookup);
          } catch (err) {
            if (err instanceof AppError) return err;
            throw err;
          }
        }),
      );
      const queued = await mail.sendAll(prepared.flatMap((p) => (p instanceof AppError ? [] : p)));
      let next = 0;
      const results = prepared.map((p): SendEmailBulkItem => {
        if (p instanceof AppError)
          return { status: p.statusCode, code: p.code, message: p.message, details: p.details };
        const own = queued.slice(next, (next += p.length));
        return { status: 202, ...answerOf(own) };
      });
      return { accepted: results.filter((r) => r.status === 202).length, results };
    },

    async events(callerId: string, teamId: string | undefined, recipient: string): Promise<{ events: EmailEvent[] }> {
      const team = await utilitiesTeam(callerId, teamId);
      const since = new Date(Date.now() - EMAIL_LIMITS.traceDays * 86_400_000);
      return { events: await repo.findRecipientEvents(pool, recipient, team.id, since, EVENTS_LIMIT) };
    },

    async stats(
      callerId: string,
      teamId: string | undefined,
      q: z.output<typeof emailStatsQuery>,
    ): Promise<AnalyticsResponse> {
      const team = await utilitiesTeam(callerId, teamId);
      const template = await templates.templateOf(q.template_id, team);
      const now = new Date();
      const start = analyticsPeriodStart(q.duration, now);
      const aggregate = q.aggregate ?? defaultAggregate(q.duration);
      // Hours over months would be thousands of buckets; a chart of them says nothing.
      if (aggregate === 'hour' && !HOURLY_DURATIONS.includes(q.duration))
        throw new AppError(400, PLATFORM_ERROR_CODES.validation, 'Hourly stats cover at most 14 days.');
      const stats = await repo.templateStats(pool, template.id, aggregate, start);
      return {
        template_id: template.id,
        duration: q.duration,
        aggregate,
        start: start.toISOString(),
        end: now.toISOString(),
        stats,
        totals: sum(stats),
      };
    },
  };
}
