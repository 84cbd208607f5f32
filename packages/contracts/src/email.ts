/**
 * E-mail service (spec 3 sections 3 "Email event", "Analytics response", "Feedback email payload", 4, 5, 7.4, 7.5,
 * 8, 9), served under /api/email. Template sends name the current team in the `team_uuid` header.
 *   POST /api/email/send     body sendEmailBody -> 202 sendEmailResponseSchema (one message per recipient, queued)
 *        template = a template id of the current team: needs canUseUtilities (internal team, support user or an
 *          admin-type role; 403 EMAIL_UTILITIES_REQUIRED); `to` follows the test e-mail address rules
 *          (recipientsField); every declared variable needs a value (400 EMAIL_MISSING_VARIABLES, details
 *          { variables }); drafts may be sent (test e-mails come before publishing).
 *        template = 'feedback' (FEEDBACK_TEMPLATE): any signed-in user, no team header; `to` is ignored (the mail
 *          goes to the configured support address); template_variables follow feedbackVariablesSchema; `captcha`
 *          is the ALTCHA widget's base64 payload, solved from GET /captcha, accepted once (400 EMAIL_CAPTCHA_*);
 *          one per user per cooldown (429 EMAIL_FEEDBACK_COOLDOWN, details { retryAfterSeconds }) and a limit per
 *          client address (429 EMAIL_FEEDBACK_RATE_LIMITED, details { retryAfterSeconds }).
 *   POST /api/email/send/bulk body sendEmailBulkBody { mails } -> 200 sendEmailBulkResponseSchema: up to bulkMax template
 *        sends of the current team (same rules and errors as /send, checked per mail; the team and the utilities
 *        rule once for the request), all accepted ones queued in one transaction; results in the mails' order
 *   GET  /api/email/captcha                       -> captchaChallengeSchema (ALTCHA protocol v1; no sign-in needed)
 *   GET  /api/email/events?recipient={address}    -> emailEventListSchema { events }: delivered and failed events
 *        of the last 30 days to that address, newest first (mails of the team's templates, the feedback template
 *        and the console's own mails); needs canUseUtilities
 *   GET  /api/email/stats?template_id&duration&aggregate -> analyticsResponseSchema; needs canUseUtilities and a
 *        template of the current team (404 TEMPLATE_NOT_FOUND otherwise)
 * Delivery events come from real SMTP outcomes: accepted when queued; delivered when the server took it; failed with
 * failure_type bounce on a 5xx answer (the address is then suppressed), suppress-bounce / suppress-complaint when a
 * send to a suppressed address is stopped before SMTP, complaint when the recipient reported the mail as spam.
 */
import { z } from 'zod';
import type { CatalogueError } from './team-errors.js';
import { templateLocaleSchema } from './template-content.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation.js';

export const EMAIL_PREFIX = '/api/email';
export const EMAIL_TEAM_HEADER = 'team_uuid';

/** Route table of the e-mail service (paths under EMAIL_PREFIX). */
export const EMAIL_ROUTES = {
  send: { method: 'POST', path: '/send' },
  sendBulk: { method: 'POST', path: '/send/bulk' },
  captcha: { method: 'GET', path: '/captcha' },
  events: { method: 'GET', path: '/events' },
  stats: { method: 'GET', path: '/stats' },
} as const;

/** The template value of a Contact Us send; the server picks the feedback template of its environment. */
export const FEEDBACK_TEMPLATE = 'feedback';

export const EMAIL_LIMITS = {
  /** Test e-mail address list, in characters (spec 3 sections 5, 9). */
  toMin: 3,
  toMax: 3200,
  /** Recipients of one send. */
  recipientsMax: 100,
  /** Mails of one bulk send (each up to recipientsMax recipients). */
  bulkMax: 100,
  variableValueMax: 5000,
  /** Feedback description (spec 3 sections 5, 9). */
  feedbackMin: 20,
  feedbackMax: 500,
  /** Email trace look-back (spec 3 section 9). */
  traceDays: 30,
} as const;

export const EMAIL_TEXTS = {
  toTooShort: 'Need minimum Length',
  toTooLong: 'Exceeding maximum Length',
  toInvalid: 'Email address format is not valid',
  /** An empty entry is an error of its own: dropping it silently would send to fewer people than typed. */
  toEmptyEntry: (position: number) => `Email address format is not valid: entry ${position} is empty`,
  variableValueRequired: 'Provide a test value',
  traceEmailRequired: 'Provide Email address',
  traceEmpty: 'No transactional emails during the last 30 days were found.',
  analyticsEmpty: 'Not used in the given period',
  feedbackRequired: 'Please enter a message.',
  feedbackLength: 'Please enter between 20 - 500 characters.',
  feedbackCooldown: (seconds: number) => `Please wait for ${seconds} seconds to leave feedback again.`,
  feedbackSent: 'Thank you for contacting us.',
  queued: 'Queued. Thank you.',
} as const;

/** Comma-separated addresses, each trimmed (an empty entry stays, as '', for the rule below to refuse). */
export const splitRecipients = (to: string) => to.split(',').map((s) => s.trim());

/**
 * The test e-mail address list (spec 3 section 5): 3 to 3200 characters, every entry a valid address. An empty
 * entry (`a@b.com,,c@d.com`, a trailing comma) is refused with its position rather than dropped.
 */
export const recipientsField = z
  .string()
  .min(EMAIL_LIMITS.toMin, EMAIL_TEXTS.toTooShort)
  .max(EMAIL_LIMITS.toMax, EMAIL_TEXTS.toTooLong)
  .superRefine((v, ctx) => {
    const list = splitRecipients(v);
    const empty = list.indexOf('');
    if (empty >= 0) ctx.addIssue({ code: 'custom', message: EMAIL_TEXTS.toEmptyEntry(empty + 1) });
    else if (!list.every((a) => a.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(a)))
      ctx.addIssue({ code: 'custom', message: EMAIL_TEXTS.toInvalid });
  });

/** The feedback description rule (spec 3 section 5), counted after trimming. */
export const feedbackDescriptionField = z
  .string({ error: EMAIL_TEXTS.feedbackRequired })
  .trim()
  .min(1, EMAIL_TEXTS.feedbackRequired)
  .refine(
    (v) => v.length >= EMAIL_LIMITS.feedbackMin && v.length <= EMAIL_LIMITS.feedbackMax,
    EMAIL_TEXTS.feedbackLength,
  );

const line = (max: number) => z.string().trim().max(max).default('');
/** Feedback email payload's variables (spec 3 section 3); history1-3 are the last visited pages. */
export const feedbackVariablesSchema = z.object({
  user_name: line(200),
  description: feedbackDescriptionField,
  email: line(EMAIL_MAX_LENGTH),
  current_page: line(2048),
  history1: line(2048),
  history2: line(2048),
  history3: line(2048),
});
export type FeedbackVariables = z.input<typeof feedbackVariablesSchema>;
export const FEEDBACK_VARIABLES = Object.keys(feedbackVariablesSchema.shape) as (keyof FeedbackVariables)[];

export const sendEmailBody = z.object({
  template: z.union([z.literal(FEEDBACK_TEMPLATE), z.string().uuid()]),
  locale: templateLocaleSchema.default('en'),
  /** Comma-separated addresses (recipientsField); ignored for feedback. */
  to: z
    .string()
    .max(EMAIL_LIMITS.toMax * 2)
    .default(''),
  template_variables: z.record(z.string().max(50), z.string().max(EMAIL_LIMITS.variableValueMax)).default({}),
  /** Feedback only: the ALTCHA widget's payload (base64 JSON). */
  captcha: z.string().max(10_000).optional(),
});
export type SendEmailBody = z.input<typeof sendEmailBody>;

export const sendEmailResponseSchema = z.object({
  /** One id for this send request. */
  id: z.string().uuid(),
  message: z.string(),
  /** One queued message per recipient; message_id is the Message-ID its events carry. */
  messages: z.array(z.object({ recipient: z.string(), message_id: z.string() })),
});
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>;

/**
 * POST /send/bulk: up to bulkMax template sends in one request, queued in one transaction. Each mail is the single
 * send's body without a captcha (feedback is sent one at a time). A body whose shape is wrong is refused whole (400),
 * as the single send refuses it; what the single send checks after parsing (the template, the recipients, the
 * variables) is answered per mail, so one bad mail does not stop the others.
 */
export const sendEmailBulkBody = z.object({
  mails: z.array(sendEmailBody.omit({ captcha: true })).min(1).max(EMAIL_LIMITS.bulkMax),
});
export type SendEmailBulkBody = z.input<typeof sendEmailBulkBody>;

/** One mail's result, in the order sent: status 202 with the single send's answer, or its error ({ code, message }). */
export const sendEmailBulkItemSchema = z.object({
  status: z.number().int(),
  /** 202: the single send's answer. */
  id: z.string().uuid().optional(),
  message: z.string(),
  messages: z.array(z.object({ recipient: z.string(), message_id: z.string() })).optional(),
  /** An error: the code (and details) the single send would answer. */
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type SendEmailBulkItem = z.infer<typeof sendEmailBulkItemSchema>;
export const sendEmailBulkResponseSchema = z.object({
  /** How many mails were queued (status 202). */
  accepted: z.number().int(),
  results: z.array(sendEmailBulkItemSchema),
});
export type SendEmailBulkResponse = z.infer<typeof sendEmailBulkResponseSchema>;

/** ALTCHA challenge (protocol v1), as the widget's challengeurl expects it. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const EMAIL_EVENT_TYPES = ['accepted', 'delivered', 'failed'] as const;
export const emailEventTypeSchema = z.enum(EMAIL_EVENT_TYPES);
export const EMAIL_FAILURE_TYPES = ['bounce', 'suppress-bounce', 'suppress-complaint', 'complaint'] as const;
export const emailFailureTypeSchema = z.enum(EMAIL_FAILURE_TYPES);
export type EmailFailureType = z.infer<typeof emailFailureTypeSchema>;

export const emailEventsQuery = z.object({
  recipient: z
    .string({ error: EMAIL_TEXTS.traceEmailRequired })
    .trim()
    .min(1, EMAIL_TEXTS.traceEmailRequired)
    .max(EMAIL_MAX_LENGTH)
    .transform((v) => v.toLowerCase()),
});

export const emailEventSchema = z.object({
  /** Seconds since the epoch. */
  timestamp: z.number(),
  event_type: emailEventTypeSchema,
  recipient: z.string(),
  /** Null for the console's own mails (team invitations ...). */
  template_id: z.string().nullable(),
  sender: z.string(),
  message_subject: z.string(),
  message_id: z.string(),
  /** Set on failed events; null when a send failed for good without an answer (the server was unreachable). */
  failure_type: emailFailureTypeSchema.nullable(),
  /** The SMTP answer or why the send was stopped. */
  reason: z.string().nullable(),
});
export type EmailEvent = z.infer<typeof emailEventSchema>;
export const emailEventListSchema = z.object({ events: z.array(emailEventSchema) });

/** Email trace (spec 3 section 4): failed events, and delivered ones only if no failed event shares the message id
 * or recipient. */
export function traceEvents(events: EmailEvent[]): EmailEvent[] {
  const failed = events.filter((e) => e.event_type === 'failed');
  const ids = new Set(failed.map((e) => e.message_id));
  const recipients = new Set(failed.map((e) => e.recipient));
  return events.filter(
    (e) =>
      e.event_type === 'failed' ||
      (e.event_type === 'delivered' && !ids.has(e.message_id) && !recipients.has(e.recipient)),
  );
}

export const EMAIL_ERRORS = {
  teamRequired: {
    code: 'EMAIL_TEAM_REQUIRED',
    status: 400,
    message: `Name the current team in the ${EMAIL_TEAM_HEADER} header.`,
  },
  utilitiesRequired: {
    code: 'EMAIL_UTILITIES_REQUIRED',
    status: 403,
    message: 'Only support staff and administrators of an internal team may do this.',
  },
  missingVariables: { code: 'EMAIL_MISSING_VARIABLES', status: 400, message: 'Every template variable needs a value:' },
  tooManyRecipients: {
    code: 'EMAIL_TOO_MANY_RECIPIENTS',
    status: 400,
    message: `Send to at most ${EMAIL_LIMITS.recipientsMax} addresses at once.`,
  },
  bulkFeedback: {
    code: 'EMAIL_BULK_FEEDBACK',
    status: 400,
    message: 'Feedback is sent one at a time (POST /api/email/send).',
  },
  captchaRequired: { code: 'EMAIL_CAPTCHA_REQUIRED', status: 400, message: 'Please solve the captcha.' },
  captchaInvalid: {
    code: 'EMAIL_CAPTCHA_INVALID',
    status: 400,
    message: 'The captcha is not valid or has expired. Please solve it again.',
  },
  captchaReused: {
    code: 'EMAIL_CAPTCHA_REUSED',
    status: 400,
    message: 'This captcha was already used. Please solve it again.',
  },
  feedbackCooldown: { code: 'EMAIL_FEEDBACK_COOLDOWN', status: 429, message: 'Please wait to leave feedback again.' },
  feedbackRateLimited: {
    code: 'EMAIL_FEEDBACK_RATE_LIMITED',
    status: 429,
    message: 'Too much feedback from your network. Please try again later.',
  },
} as const satisfies Record<string, CatalogueError>;
