import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.schema.js';
import { teams } from '../teams/teams.schema.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One lint job (spec 3 sections 3, 4, 7.5): its upload's metadata, status, progress and, when done, results. */
export const lintJobs = pgTable(
  'lint_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The uploading team: only its members read the job. */
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's file name, for display only (never part of a path on disk). */
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** json or yaml, by content. */
    syntax: text('syntax').notNull(),
    /** QUEUED, RUNNING, SUCCEEDED or FAILED. */
    status: text('status').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default('queued'),
    format: text('format'),
    /** recommended or owasp: what the uploader chose. */
    ruleset: text('ruleset').notNull().default('recommended'),
    /** fast or spectral, once run. */
    engine: text('engine'),
    /** Milliseconds per stage (reading, parsing, linting, saving). */
    timings: jsonb('timings').$type<Record<string, number>>(),
    counts: jsonb('counts').$type<Record<string, number>>(),
    /** The results as JSON text: sent to clients as they are, never parsed on the server's event loop. */
    results: text('results'),
    truncated: boolean('truncated').notNull().default(false),
    /** timeout, memory, crash or internal. */
    failure: text('failure'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lint_jobs_team').on(t.teamId, t.createdAt), index('lint_jobs_expiry').on(t.expiresAt)],
);

/**
 * The uploaded bytes in chunks of about 1 MB, so any server instance can run the job and no statement moves
 * more than a chunk at a time.
 */
export const lintUploadChunks = pgTable(
  'lint_upload_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => lintJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
