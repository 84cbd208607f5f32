/**
 * The account activation job (pg-boss queue 'account-activation'): validates the account, prepares its first
 * team, marks it initialized and adds the requesting user to the first team. A product refusal ends FAILED at once;
 * an unexpected error is retried and ends FAILED after the last try.
 */
import { ACCOUNT_NAME_LIMIT, ACTIVATION_STATUS, ACTIVATION_TIMEOUT_SECONDS, TEAM_ERRORS } from '@dc/contracts';
import { AppError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { JobWithMetadata } from '../../platform/queue/queue.js';
import * as repo from './account-activation.repository.js';
import {
  ACTIVATION_JOB,
  ACTIVATION_QUEUE,
  endActivation,
  hasAccountRole,
  isStale,
} from './account-activation.service.js';
import { findRelatedAccount } from './accounts.repository.js';

type ActivationJob = { activationId: string };

/** What activation does in the teams module (app.teams, handed over by the accounts plugin). */
export interface ActivationTeams {
  management: { ensureFirstTeam(accountId: string, accountName: string): Promise<string> };
  members: { joinSelf(userId: string, teamId: string): Promise<unknown> };
}

export function createActivationRunner(platform: Platform, teams: ActivationTeams) {
  const { pool } = platform;

  async function run(activationId: string): Promise<void> {
    const activation = await repo.findActivation(pool, activationId);
    if (!activation || activation.status !== ACTIVATION_STATUS.running) return; // ended meanwhile
    if (isStale(activation)) {
      const reason = `The activation did not finish within ${ACTIVATION_TIMEOUT_SECONDS} seconds.`;
      await endActivation(platform, activation, ACTIVATION_STATUS.timedOut, reason);
      return;
    }
    const account = await findRelatedAccount(pool, activation.userId, activation.accountId);
    if (!account || !hasAccountRole(account.accountRole)) {
      const reason = 'The requesting user no longer has a role on the account.';
      await endActivation(platform, activation, ACTIVATION_STATUS.aborted, reason);
      return;
    }
    if (account.name.length > ACCOUNT_NAME_LIMIT) {
      const reason = `The account name is longer than ${ACCOUNT_NAME_LIMIT} characters.`;
      await endActivation(platform, activation, ACTIVATION_STATUS.failed, reason);
      return;
    }
    const firstTeamId = await teams.management.ensureFirstTeam(account.id, account.name);
    await repo.markInitialized(pool, account.id);
    try {
      await teams.members.joinSelf(activation.userId, firstTeamId);
    } catch (err) {
      // Already a member of the first team: the relation exists, which is what activation wants.
      if (!(err instanceof AppError && err.code === TEAM_ERRORS.relationExists.code)) throw err;
    }
    await endActivation(platform, activation, ACTIVATION_STATUS.succeeded, null);
  }

  async function fail(activationId: string, err: unknown): Promise<void> {
    const activation = await repo.findActivation(pool, activationId);
    if (!activation) return;
    const reason = `Activation failed: ${String((err as Error)?.message ?? err).slice(0, 300)}`;
    await endActivation(platform, activation, ACTIVATION_STATUS.failed, reason);
  }

  return { run, fail };
}

/** Creates the queue; with work, also a worker of this instance. Returns the worker id. */
export async function startActivationQueue(
  platform: Platform,
  runner: ReturnType<typeof createActivationRunner>,
  work: boolean,
): Promise<string | undefined> {
  const { queue, log } = platform;
  await queue.createQueue(ACTIVATION_QUEUE, { name: ACTIVATION_QUEUE, ...ACTIVATION_JOB });
  if (!work) return undefined;
  return queue.work<ActivationJob>(
    ACTIVATION_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 },
    async (jobs: JobWithMetadata<ActivationJob>[]) => {
      for (const job of jobs) {
        try {
          await runner.run(job.data.activationId);
        } catch (err) {
          const last = job.retryCount >= job.retryLimit;
          log.warn({ err, activationId: job.data.activationId, final: last }, 'account activation failed');
          if (last) await runner.fail(job.data.activationId, err);
          throw err;
        }
      }
    },
  );
}
