/**
 * The API reference of each OpenAPI version, prepared once (issue 19): its index, operations and schemas as parts.
 * Written at publication (reference-store.ts), read by the apis module.
 */
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { productVersions } from './products.schema.js';

export const apiReferenceParts = pgTable(
  'api_reference_parts',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => productVersions.id, { onDelete: 'cascade' }),
    /** index (key ''), operation (key: its position in the index) or schema (key: its name). */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** JSON text, sent as it is. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.kind, t.key] })],
);
