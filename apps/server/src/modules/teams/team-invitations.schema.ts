import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { teams } from './teams.schema.js';

/** Invitations to join a team by e-mail (spec 3: the INVITED relation), accepted at /invite/teams/{id}. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    roleDisplayName: text('role_display_name').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** INVITED, COMMITTED, EXPIRED or REVOKED. */
    status: text('status').notNull().default('INVITED'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was accepted, revoked or found expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open invitation per address and team; inviting again closes the previous one first.
    uniqueIndex('team_invitations_open')
      .on(t.teamId, t.email)
      .where(sql`${t.status} = 'INVITED'`),
    index('team_invitations_email').on(t.email),
  ],
);
