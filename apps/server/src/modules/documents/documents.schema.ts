import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { products } from '../products/products.schema.js';

/** A product's documents (spec 2 section 7 "Documents"): its introduction (JSON or YAML) and Markdown files. */
export const productDocuments = pgTable(
  'product_documents',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'introduction' or <name>.md */
    file: text('file').notNull(),
    /** markdown, yaml or json */
    format: text('format').notNull(),
    content: text('content').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.file] })],
);
