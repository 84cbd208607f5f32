import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { applications } from '../applications/applications.schema.js';
import { products } from '../products/products.schema.js';
import { teams } from '../teams/teams.schema.js';

/**
 * An application's subscription to an API product (spec 2 sections 3 and 4): Active, Pending (manual approval,
 * until expires_at) or Denied. One per application and API. team_id is the application's team, kept here so that
 * team-wide lists filter and sort on this table alone.
 */
export const apiSubscriptions = pgTable(
  'api_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    apiId: uuid('api_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Pending requests only: after this the request is gone (evaluated when read). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    denialReason: text('denial_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('api_subscriptions_application_api').on(t.applicationId, t.apiId),
    index('api_subscriptions_team_created').on(t.teamId, t.createdAt, t.id),
    index('api_subscriptions_api').on(t.apiId),
    // Pending approvals of a provider: few rows, found without scanning decided ones.
    index('api_subscriptions_pending')
      .on(t.apiId, t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);
