import { index, jsonb, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';

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
    /** QUEUED, SENT or FAILED. */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_status').on(t.status, t.createdAt)],
);

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
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sink_messages_received').on(t.receivedAt)],
);
