import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { accounts } from '../accounts/accounts.schema.js';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name'),
    description: text('description'),
    /** ENTERPRISE or INDIVIDUAL (a user's personal team), spec 3 section 3. */
    type: text('type').notNull().default('ENTERPRISE'),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teams_account').on(t.accountId),
    // Team names are unique per account, ignoring case (1031/1032); personal teams are not named by their owner.
    uniqueIndex('teams_account_name')
      .on(t.accountId, sql`lower(${t.name})`)
      .where(sql`upper(${t.type}) <> 'INDIVIDUAL'`),
  ],
);

/** A user's role in a team (spec 1 section 6 role names). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Title shown for the role (Administrator, Team Member); null: derived from the role. */
    roleDisplayName: text('role_display_name'),
    /**
     * The relation's stable id (PUT /api/profiles/relations/{relation_uuid}, removeMember uuid). A member who
     * accepted an invitation keeps the invitation's id, so a relation keeps its id from INVITED to COMMITTED.
     */
    relationId: uuid('relation_id').notNull().defaultRandom().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user').on(t.userId)],
);
