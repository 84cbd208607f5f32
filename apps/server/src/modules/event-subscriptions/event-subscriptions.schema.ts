import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications.schema.js';
import { productDeployments } from '../products/products.schema.js';
import { teams } from '../teams/teams.schema.js';
import { users } from '../../identity/identity.schema.js';

/** An application's subscription to an event product version in one environment (spec 2 section 3). */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The version in one environment (the multitenant id names it). */
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => productDeployments.id, { onDelete: 'cascade' }),
    protocol: text('protocol').notNull(),
    /** https: the webhook URL. */
    endpoint: text('endpoint'),
    /** The filter's criteria and fields (contracts event-filter.ts), null: every event. */
    filter: jsonb('filter'),
    /** https: AES-256-GCM sealed signing secret of the webhooks. */
    signingSecret: text('signing_secret'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Subscription already exists for the application in this environment.'
    uniqueIndex('event_subscriptions_application_deployment').on(t.applicationId, t.deploymentId),
    index('event_subscriptions_team').on(t.teamId, t.createdAt),
    index('event_subscriptions_deployment').on(t.deploymentId),
  ],
);

/** An event published by the product's owner to a version in one environment; the deliveries read it. */
export const eventPublications = pgTable(
  'event_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => productDeployments.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').notNull(),
    payload: jsonb('payload'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_publications_deployment').on(t.deploymentId, t.publishedAt)],
);

/** One delivery attempt of a publication to a subscription. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => eventSubscriptions.id, { onDelete: 'cascade' }),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => eventPublications.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    protocol: text('protocol').notNull(),
    statusCode: integer('status_code'),
    /** delivered, failed (last attempt), retrying, no-connection (wss without a connected socket). */
    outcome: text('outcome').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_deliveries_subscription').on(t.subscriptionId, t.attemptedAt)],
);
