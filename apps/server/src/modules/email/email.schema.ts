import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';

/** Solved Contact Us captchas, kept until they expire so a solution is accepted once across all instances. */
export const captchaUses = pgTable('captcha_uses', {
  /** The challenge's signature (unique per challenge). */
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Feedback sent through Contact Us: the per-user cooldown and the per-address limit read it. */
export const feedbackSends = pgTable(
  'feedback_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_sends_user').on(t.userId, t.createdAt),
    index('feedback_sends_ip').on(t.clientIp, t.createdAt),
  ],
);
