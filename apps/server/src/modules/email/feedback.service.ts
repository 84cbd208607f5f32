/**
 * Contact Us (spec 3 sections 2.3, 3 "Feedback email payload", 4, 5): a signed-in user's message goes to the
 * configured support address through the feedback template. A solved captcha is required (once), one message per
 * user per cooldown and a limit per client address per hour; the sender's name and address come from the sign-in,
 * and the reply goes to that address.
 */
import {
  EMAIL_ERRORS,
  EMAIL_TEXTS,
  PLATFORM_ERROR_CODES,
  feedbackVariablesSchema,
  type CatalogueError,
  type SendEmailResponse,
} from '@dc/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../identity/authenticate.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError, catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { TemplatesService } from '../templates/templates.service.js';
import type { Captcha } from './captcha.js';
import * as repo from './email.repository.js';
import { FEEDBACK_SYSTEM_KEY, feedbackTemplate } from './feedback-template.js';

const tooSoon = (retryAfterSeconds: number, e: CatalogueError, message: string = e.message) =>
  catalogueError({ ...e, message }, { retryAfterSeconds });

/** The variables, or a 400 whose message is the form's own text ('Please enter between 20 - 500 characters.'). */
function feedbackVariables(values: Record<string, string>) {
  const result = feedbackVariablesSchema.safeParse(values);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({
    path: `template_variables.${i.path.join('.')}`,
    message: i.message,
  }));
  throw new AppError(400, PLATFORM_ERROR_CODES.validation, details[0].message, details);
}

export function createFeedbackService(platform: Platform, templates: TemplatesService, captcha: Captcha) {
  const { pool, config, mail } = platform;

  return {
    /** Writes this environment's feedback template (at start; every instance may, the write is idempotent). */
    async ensureTemplate() {
      await templates.ensureSystemTemplate(FEEDBACK_SYSTEM_KEY, feedbackTemplate(config.ENVIRONMENT));
    },

    async send(
      caller: AuthUser,
      clientIp: string,
      body: { template_variables: Record<string, string>; captcha?: string },
    ): Promise<SendEmailResponse> {
      const vars = feedbackVariables(body.template_variables);
      const solved = await captcha.verify(body.captcha);
      const template = await templates.systemTemplate(FEEDBACK_SYSTEM_KEY);
      const name = `${caller.givenName} ${caller.familyName}`.trim();
      const values = { ...vars, user_name: name || vars.user_name || caller.email, email: caller.email };
      const rendered = await templates.render(template, 'en', values);

      const queued = await withTransaction(pool, async (client) => {
        await repo.lockFeedbackOf(client, caller.id);
        const since = await repo.secondsSinceLastFeedback(client, caller.id);
        if (since !== null && since < config.FEEDBACK_COOLDOWN_SECONDS) {
          const wait = Math.max(1, Math.ceil(config.FEEDBACK_COOLDOWN_SECONDS - since));
          throw tooSoon(wait, EMAIL_ERRORS.feedbackCooldown, EMAIL_TEXTS.feedbackCooldown(wait));
        }
        const fromAddress = await repo.feedbackFromAddress(client, clientIp);
        if (fromAddress.n >= config.FEEDBACK_IP_LIMIT_PER_HOUR)
          throw tooSoon(Math.max(1, Math.ceil(3600 - (fromAddress.oldest ?? 0))), EMAIL_ERRORS.feedbackRateLimited);
        await captcha.consume(client, solved);
        await repo.insertFeedbackSend(client, caller.id, clientIp);
        return mail.sendAll(
          [
            {
              to: [config.SUPPORT_EMAIL],
              subject: rendered.subject,
              html: rendered.html,
              text: rendered.text,
              from: templates.fromOf(template),
              replyTo: caller.email,
              templateId: template.id,
            },
          ],
          client,
        );
      });
      return {
        id: randomUUID(),
        message: EMAIL_TEXTS.queued,
        messages: queued.map((m) => ({ recipient: m.to[0], message_id: m.messageId })),
      };
    },
  };
}
