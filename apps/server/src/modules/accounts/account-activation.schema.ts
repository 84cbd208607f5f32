import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { accounts } from './accounts.schema.js';

/** One run of the account activation job (spec 1 section 4.4), polled by the console while RUNNING. */
export const accountActivations = pgTable(
  'account_activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who asked; joins the account's first team on success. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** RUNNING, SUCCEEDED, FAILED, TIMED_OUT or ABORTED. */
    status: text('status').notNull().default('RUNNING'),
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('account_activations_account').on(t.accountId, t.status)],
);
