import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { products } from '../products/products.schema.js';
import { teams } from '../teams/teams.schema.js';

/** A catalog of products (spec 2 section 3), owned by a team; custom catalogs are the teams' private ones. */
export const catalogs = pgTable(
  'catalogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    /** Markdown of the Details tab. */
    details: text('details').notNull().default(''),
    /** core, industry, workflow or custom. */
    type: text('type').notNull().default('custom'),
    /** PRIVATE or PUBLIC. */
    visibility: text('visibility').notNull().default('PRIVATE'),
    entityType: text('entity_type').notNull().default('team_catalog'),
    /** published or unpublished. */
    status: text('status').notNull().default('unpublished'),
    imageUrl: text('image_url').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // CT1001: a team's catalog names are unique, ignoring case.
    uniqueIndex('catalogs_team_name').on(t.teamId, sql`lower(${t.name})`),
    index('catalogs_public').on(t.visibility, t.status, t.type),
  ],
);

/** The products of a catalog; position is the order (the list position, 0-based). */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.productId] }), index('catalog_products_product').on(t.productId)],
);

/**
 * Access entries (spec 2 section 3 "Catalog relation"): a team of the owning account (INTERNAL_ACCOUNT) or a user by
 * e-mail (USER_EXTERNAL_ACCOUNT), pending until accepted with the e-mailed reference; a committed entry shares the
 * catalog and its products with team_id (for a user invite: the team the user accepted for).
 */
export const catalogRelations = pgTable(
  'catalog_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    inviteType: text('invite_type').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-cased; user invites only. */
    inviteeEmail: text('invitee_email'),
    /** The random reference in the accept link. */
    emailRef: text('email_ref').notNull().unique(),
    /** pending or committed. */
    relationshipStatus: text('relationship_status').notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('catalog_relations_team')
      .on(t.catalogId, t.teamId)
      .where(sql`${t.inviteType} = 'INTERNAL_ACCOUNT'`),
    uniqueIndex('catalog_relations_email')
      .on(t.catalogId, t.inviteeEmail)
      .where(sql`${t.inviteType} = 'USER_EXTERNAL_ACCOUNT'`),
    // Visibility: what a team was granted.
    index('catalog_relations_granted')
      .on(t.teamId, t.catalogId)
      .where(sql`${t.relationshipStatus} = 'committed'`),
  ],
);
