import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { teams } from '../teams/teams.schema.js';

/** An API or event product (spec 2 section 3), owned by a team; PUBLIC, or PRIVATE to its owner and shares. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** API or EVENT. */
    type: text('type').notNull(),
    namespace: text('namespace').notNull(),
    /** Unique in the namespace: lower-case words joined by hyphens (the event name of event products). */
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased name, display name, description and tags, kept by the repository for the gallery search. */
    searchText: text('search_text').notNull(),
    /** PUBLIC or PRIVATE. */
    visibility: text('visibility').notNull().default('PRIVATE'),
    ownerTeamId: uuid('owner_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** auto or manual. */
    approvalType: text('approval_type').notNull().default('auto'),
    subscriptionAllowed: boolean('subscription_allowed').notNull().default(true),
    licenseRequired: boolean('license_required').notNull().default(false),
    purchaseLicenseUrl: text('purchase_license_url'),
    subscriptionExpiryDays: integer('subscription_expiry_days').notNull().default(14),
    status: text('status').notNull().default('APPROVED'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_namespace_name').on(t.namespace, t.name),
    index('products_owner').on(t.ownerTeamId),
    // The gallery's sort orders (asc: display name; recent: newest first), so a page stops after LIMIT rows.
    index('products_name_order').on(sql`lower(${t.displayName})`, t.id),
    index('products_created_order').on(t.createdAt, t.id),
  ],
);

/** PRIVATE products are visible to the teams they are shared with (catalogs add more ways later). */
export const productShares = pgTable(
  'product_shares',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.teamId] }), index('product_shares_team').on(t.teamId)],
);

/** A version of a product: its OpenAPI or AsyncAPI document as uploaded, and as JSON text in document order. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** openapi-2.0, openapi-3.0, openapi-3.1, asyncapi-2 or asyncapi-3. */
    format: text('format').notNull(),
    /** json or yaml: how it was uploaded. */
    syntax: text('syntax').notNull(),
    source: text('source').notNull(),
    /** JSON text (not jsonb: key order is the document's, which viewers show). */
    documentJson: text('document_json').notNull(),
    /** Parsed summary: title, description, operations or channels, protocols. */
    summary: jsonb('summary').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('product_versions_product_version').on(t.productId, t.version)],
);

/** Where a version runs in one environment (DEV, QA, STAGE, PROD), with its throttling. */
export const productDeployments = pgTable(
  'product_deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => productVersions.id, { onDelete: 'cascade' }),
    environment: text('environment').notNull(),
    deployedUrl: text('deployed_url').notNull(),
    /** { resources: [{ name, spike: { rate, unit }, quota? }] } or null. */
    throttling: jsonb('throttling'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('product_deployments_version_environment').on(t.versionId, t.environment)],
);
