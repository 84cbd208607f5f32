import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';

/** Every mail the platform sends: queued, then sent or failed; never silently dropped. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddresses: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * QUEUED, SENT (the server took it), FAILED (given up after retries), BOUNCED (a 5xx answer), or SUPPRESSED
     * (every recipient was on the suppression list; nothing went to SMTP).
     */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** The Message-ID header we give the mail, so its events carry one id from queueing to delivery. */
    messageId: text('message_id'),
    /** Sender override (a template's sender name and no-reply address); null: the configured MAIL_FROM. */
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    /** The template the mail was rendered from (analytics); null for the console's own mails. */
    templateId: uuid('template_id'),
    /** A mail the worker renders (html and text null): what from (mail_sources) and with which values. */
    sourceId: uuid('source_id'),
    sourceValues: jsonb('source_values').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_status').on(t.status, t.createdAt)],
);

/**
 * What the worker renders mails from (issue 24): a template's locale as it was when the mails were sent, stored once
 * for all of them instead of each mail's rendered HTML. Never changed; `kind` names the renderer (mail.renderWith).
 */
export const mailSources = pgTable('mail_sources', {
  id: uuid('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages the embedded SMTP sink accepted (the default when no relay is configured). */
export const sinkMessages = pgTable(
  'sink_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailFrom: text('mail_from'),
    rcptTo: text('rcpt_to').array().notNull(),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    messageId: text('message_id'),
    /**
     * The message as received; of the worker's usual mail (a text and an HTML part, read into the columns above) the
     * header block only, since its body is those two parts encoded again.
     */
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sink_messages_received').on(t.receivedAt)],
);

/**
 * Delivery events per recipient (spec 3 section 3 "Email event"), recorded from SMTP outcomes: accepted (queued),
 * delivered, failed (failure_type bounce, suppress-bounce, suppress-complaint, complaint, or null when given up).
 */
export const emailEvents = pgTable(
  'email_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailId: uuid('mail_id').notNull(),
    eventType: text('event_type').notNull(),
    recipient: text('recipient').notNull(),
    templateId: uuid('template_id'),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    messageId: text('message_id').notNull(),
    failureType: text('failure_type'),
    /** The SMTP answer (or why the send was stopped). */
    reason: text('reason'),
    code: integer('code'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_events_recipient').on(t.recipient, t.occurredAt),
    index('email_events_template').on(t.templateId, t.occurredAt),
    index('email_events_message').on(t.messageId),
  ],
);

/** Addresses no mail goes to any more: a hard bounce or a spam complaint put them here. */
export const emailSuppressions = pgTable('email_suppressions', {
  /** Lower-cased. */
  address: text('address').primaryKey(),
  /** bounce or complaint. */
  reason: text('reason').notNull(),
  code: integer('code'),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail stats kept up to date as events arrive: one row per template and UTC hour with the counts the stats chart
 * shows. A statement trigger on email_events adds each insert's rows (migration 0015), so GET /api/email/stats sums
 * at most 24 rows a day instead of scanning raw events; days and months are sums of their hours.
 */
export const emailEventCounts = pgTable(
  'email_event_counts',
  {
    templateId: uuid('template_id').notNull(),
    /** Start of the UTC hour. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    delivered: integer('delivered').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    bounce: integer('bounce').notNull().default(0),
    suppressBounce: integer('suppress_bounce').notNull().default(0),
    suppressComplaint: integer('suppress_complaint').notNull().default(0),
    complained: integer('complained').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.hour] })],
);
