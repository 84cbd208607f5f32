import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who saw or made which secret, when, in which team (ASVS 5.0 V16: security events are logged). No foreign keys:
 * the trail must outlive the users, teams and secrets it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who acted. */
    actorId: uuid('actor_id').notNull(),
    /** The team the action was taken for (the current team), when there is one. */
    teamId: uuid('team_id'),
    /** What happened, e.g. application.secret.read (AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** What it happened to, e.g. application:{id}/secret:{id}. Never a secret value. */
    subject: text('subject').notNull(),
  },
  (t) => [index('audit_log_team').on(t.teamId, t.occurredAt), index('audit_log_actor').on(t.actorId, t.occurredAt)],
);
