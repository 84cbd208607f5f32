import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { teams } from '../teams/teams.schema.js';

/** A client application of a team (spec 2 section 3); its id is its OAuth client id at the console's provider. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    /** Available or CREATED are active; anything else gets no tokens. */
    status: text('status').notNull().default('Available'),
    /** TEAM, or PERSONAL (visible to its creator only). */
    visibility: text('visibility').notNull().default('TEAM'),
    /** client, or resource (cannot be deleted). */
    applicationType: text('application_type').notNull().default('client'),
    grantTypes: text('grant_types').array().notNull(),
    redirectUris: text('redirect_uris')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    logoutUris: text('logout_uris')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // API1025: names are unique in a team, ignoring case.
    uniqueIndex('applications_team_name').on(t.teamId, sql`lower(${t.name})`),
    index('applications_team_created').on(t.teamId, t.createdAt),
  ],
);

/**
 * Client secrets: AES-256-GCM ciphertext (the console shows them again), and a SHA-256 digest that the token
 * endpoint compares against, so authenticating a client decrypts nothing.
 */
export const applicationSecrets = pgTable(
  'application_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ciphertext: text('ciphertext').notNull(),
    digest: text('digest').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_secrets_application').on(t.applicationId, t.createdAt)],
);
