import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';

/** The operator's maintenance switch: one row (id 1), shared by every server instance. */
export const statusMaintenance = pgTable('status_maintenance', {
  id: integer('id').primaryKey(),
  active: boolean('active').notNull().default(false),
  message: text('message'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a component's state (database, queue, mail, maintenance, ...), for the status history page. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    component: text('component').notNull(),
    /** Null on the first observation of a component. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_history_at').on(t.at), index('status_history_component_at').on(t.component, t.at)],
);
