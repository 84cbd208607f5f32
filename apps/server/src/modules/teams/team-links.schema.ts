import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { teams } from './teams.schema.js';

/** A team's request to link with a team of the invitee (spec 3: pending link invitation). */
export const teamLinkInvitations = pgTable(
  'team_link_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterTeamId: uuid('inviter_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviterUserId: uuid('inviter_user_id').references(() => users.id, { onDelete: 'set null' }),
    inviterEmail: text('inviter_email').notNull(),
    /** Lower-cased. */
    inviteeEmail: text('invitee_email').notNull(),
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_link_invitations_inviter').on(t.inviterTeamId),
    index('team_link_invitations_invitee').on(t.inviteeEmail),
  ],
);

/** Two linked teams, stored once with the smaller team id first. */
export const teamLinkRelations = pgTable(
  'team_link_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamLowId: uuid('team_low_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    teamHighId: uuid('team_high_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_link_relations_pair').on(t.teamLowId, t.teamHighId),
    index('team_link_relations_high').on(t.teamHighId),
  ],
);
