import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TemplateLocaleContent, TemplateMetadata } from '@dc/contracts';
import { users } from '../../identity/identity.schema.js';
import { teams } from '../teams/teams.schema.js';

/**
 * E-mail templates (spec 3 section 3 "Template"). A team's templates carry its id; the product's own templates
 * (Contact Us feedback) have no team and a system key, one row per environment.
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** 'feedback' for the product's own template; null for a team's. */
    systemKey: text('system_key'),
    name: text('name').notNull(),
    senderName: text('sender_name').notNull(),
    variables: text('variables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Locale code -> content; localeCodes keeps the order the locales were added in. */
    locales: jsonb('locales').$type<Record<string, TemplateLocaleContent>>().notNull(),
    localeCodes: text('locale_codes').array().notNull(),
    consumerApplications: text('consumer_applications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metadata: jsonb('metadata').$type<TemplateMetadata>().notNull(),
    /** draft or published (no way back). */
    status: text('status').notNull().default('draft'),
    environment: text('environment').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('templates_team').on(t.teamId, t.createdAt),
    index('templates_consumer_applications').using('gin', t.consumerApplications),
    uniqueIndex('templates_system_key')
      .on(t.systemKey, t.environment)
      .where(sql`${t.systemKey} IS NOT NULL`),
  ],
);
