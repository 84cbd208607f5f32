/**
 * The linter (spec 3 sections 4, 5, 6, 7.5): internal teams submit one spec file and read their own jobs. An
 * upload is stored in PostgreSQL (so any instance can run it) and queued in the same transaction; the local copy
 * stays on this instance's disk as a cache for the job.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  LINTER_ERRORS,
  LINTER_RULESET_CHOICES,
  TEAM_ERRORS,
  lintRulesetSchema,
  type LintJob,
  type LintRuleset,
} from '@dc/contracts';
import type { AuthUser } from '../../identity/authenticate.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import { inTransaction } from '../../platform/queue/queue.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { Linting } from './linter.lifecycle.js';
import * as repo from './linter.repository.js';
import type { ReceivedUpload } from './linter.upload.js';

export const LINT_QUEUE = 'lint';
export const CHUNK_BYTES = 1024 * 1024;

/** pg-boss options of a lint job: re-run after an instance stops mid-job; never expired while within its time. */
export const lintJobOptions = (timeoutSeconds: number) =>
  ({ retryLimit: 3, retryDelay: 1, expireInSeconds: timeoutSeconds + 300 }) as const;

/** Where a job's file is kept on this instance while it is queued or running. */
export const jobFilePath = (storageDir: string, jobId: string) => path.join(storageDir, 'jobs', `${jobId}.spec`);

export const rulesetOf = (value: string): LintRuleset => lintRulesetSchema.catch('recommended').parse(value);

export function toLintJob(r: repo.LintJobRow): Omit<LintJob, 'results'> {
  return {
    referenceId: r.id,
    status: r.status as LintJob['status'],
    progress: r.progress,
    stage: r.stage as LintJob['stage'],
    fileName: r.fileName,
    fileSize: r.fileSize,
    syntax: r.syntax as LintJob['syntax'],
    format: r.format as LintJob['format'],
    ruleset: rulesetOf(r.ruleset),
    rulesets: [...LINTER_RULESET_CHOICES[rulesetOf(r.ruleset)].rulesets],
    engine: r.engine as LintJob['engine'],
    timings: (r.timings as LintJob['timings']) ?? null,
    counts: (r.counts as LintJob['counts']) ?? null,
    truncated: r.truncated,
    failure: r.failure as LintJob['failure'],
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt.toISOString(),
  };
}

export function createLinterService(platform: Platform, teams: TeamsService) {
  const { pool, queue, config } = platform;
  let linting: Pick<Linting, 'startLocal' | 'notify'> = { startLocal: () => undefined, notify: () => undefined };

  /** The caller is a member of the team and the team is internal (spec 1 section 6: Linter needs an internal team). */
  async function requireTeam(caller: AuthUser, teamId: string | undefined): Promise<string> {
    if (!teamId || !/^[0-9a-f-]{36}$/i.test(teamId)) throw catalogueError(LINTER_ERRORS.teamRequired);
    const team = await teams.one(caller.id, teamId);
    if (team.role === null) throw catalogueError(TEAM_ERRORS.teamNotFound);
    if (!team.internal) throw catalogueError(LINTER_ERRORS.internalTeamRequired);
    return team.uuid;
  }

  async function ownJob(caller: AuthUser, teamId: string | undefined, referenceId: string) {
    const team = await requireTeam(caller, teamId);
    const row = await repo.findJob(pool, referenceId, team);
    if (!row) throw catalogueError(LINTER_ERRORS.notFound);
    return row;
  }

  return {
    requireTeam,

    /** This instance's lint workers: an upload starts on them at once when one is free, else waits in the queue. */
    useLinting(l: Pick<Linting, 'startLocal' | 'notify'>) {
      linting = l;
    },

    async submit(caller: AuthUser, teamId: string, upload: ReceivedUpload, ruleset: LintRuleset): Promise<LintJob> {
      const id = randomUUID();
      const cached = jobFilePath(config.LINT_STORAGE_DIR, id);
      await fs.promises.mkdir(path.dirname(cached), { recursive: true, mode: 0o700 });
      await fs.promises.rename(upload.path, cached);
      // Linted from now on when this instance has a free worker: the transaction below runs meanwhile.
      const local = linting.startLocal(id, cached, upload.size, ruleset);
      let queued: { row: repo.LintJobRow; queueJobId: string };
      try {
        queued = await withTransaction(pool, async (c) => {
          const row = await repo.insertJob(c, {
            id,
            teamId,
            userId: caller.id,
            fileName: upload.fileName,
            fileSize: upload.size,
            syntax: upload.syntax,
            ruleset,
            ttlHours: config.LINT_RESULT_TTL_HOURS,
            running: local !== undefined,
          });
          let seq = 0;
          for await (const chunk of fs.createReadStream(cached, { highWaterMark: CHUNK_BYTES }))
            await repo.insertChunk(c, id, seq++, chunk as Buffer);
          const options = lintJobOptions(config.LINT_TIMEOUT_SECONDS);
          const queueJobId = await queue.send(LINT_QUEUE, { jobId: id }, { ...options, db: inTransaction(c) });
          if (!queueJobId) throw new Error('the lint job was not queued');
          await local?.claim(c, queueJobId);
          return { row, queueJobId };
        });
      } catch (err) {
        if (local) local.abandoned();
        else await fs.promises.rm(cached, { force: true });
        throw err;
      }
      if (local) local.committed(queued.queueJobId);
      else linting.notify();
      return { ...toLintJob(queued.row), results: null };
    },

    /** The job as JSON text: the stored results are spliced in as they are, never parsed here. */
    async get(caller: AuthUser, teamId: string | undefined, referenceId: string): Promise<string> {
      const row = await ownJob(caller, teamId, referenceId);
      const head = JSON.stringify(toLintJob(row));
      const results = row.status === 'SUCCEEDED' ? await repo.findResultsJson(pool, row.id) : null;
      return `${head.slice(0, -1)},"results":${results ?? 'null'}}`;
    },

    /** The uploaded file, chunk by chunk. */
    async source(caller: AuthUser, teamId: string | undefined, referenceId: string) {
      const row = await ownJob(caller, teamId, referenceId);
      const chunks = await repo.countChunks(pool, row.id);
      async function* read() {
        for (let seq = 0; seq < chunks; seq++) yield (await repo.findChunk(pool, row.id, seq)) ?? Buffer.alloc(0);
      }
      return { size: row.fileSize, fileName: row.fileName, stream: Readable.from(read()) };
    },
  };
}
export type LinterService = ReturnType<typeof createLinterService>;
