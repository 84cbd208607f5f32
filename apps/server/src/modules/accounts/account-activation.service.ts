/**
 * Account enablement and initialization (spec 1 sections 4.4, 7.3, 8): initialize records a RUNNING activation
 * and queues its job in one transaction; the console polls the activation's status every second while RUNNING.
 * The job itself runs in account-activation.job.ts.
 */
import {
  ACCOUNT_ERRORS,
  ACTIVATION_STATUS,
  ACTIVATION_TIMEOUT_SECONDS,
  INITIALIZATION_STATUS,
  ROLES,
  initializationStatusSchema,
  isAdminLike,
  type AccountActivation,
  type AccountInitialized,
  type EnableAccountResult,
} from '@dc/contracts';
import type { AuthUser } from '../../identity/authenticate.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError, notFound } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import { inTransaction } from '../../platform/queue/queue.js';
import * as repo from './account-activation.repository.js';
import { findRelatedAccount } from './accounts.repository.js';
import type { AccountsService } from './accounts.service.js';

export const ACTIVATION_QUEUE = 'account-activation';
/** A job that fails unexpectedly is retried twice; each try may take a minute at most. */
export const ACTIVATION_JOB = { retryLimit: 2, retryDelay: 1, expireInSeconds: 60 } as const;

export const toActivation = (r: repo.ActivationRow): AccountActivation => ({
  id: r.id,
  accountId: r.accountId,
  userId: r.userId,
  status: r.status as AccountActivation['status'],
  reason: r.reason,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export const isStale = (r: repo.ActivationRow) =>
  r.status === ACTIVATION_STATUS.running && Date.now() - r.startedAt.getTime() > ACTIVATION_TIMEOUT_SECONDS * 1000;

/** Base configuration concerns users with a role on the account other than member-only. */
export const hasAccountRole = (role: string | null | undefined) => !!role && role.toLowerCase() !== ROLES.memberOnly;

/** Ends a RUNNING activation; an unsuccessful end puts the account back to NOT_INITIALIZED. */
export async function endActivation(
  platform: Platform,
  row: repo.ActivationRow,
  status: string,
  reason: string | null,
) {
  const ended = await repo.finishActivation(platform.pool, row.id, status, reason);
  if (ended && status !== ACTIVATION_STATUS.succeeded) await repo.resetIfIdle(platform.pool, row.accountId);
  return ended;
}

export function createAccountActivation(platform: Platform, accounts: AccountsService) {
  const { pool, queue } = platform;
  let workerId: string | undefined;

  async function related(callerId: string, accountId: string) {
    const row = await findRelatedAccount(pool, callerId, accountId);
    if (!row) throw notFound('No such account.');
    return {
      ...row,
      initializationStatus: initializationStatusSchema.catch('NOT_INITIALIZED').parse(row.initializationStatus),
    };
  }

  async function start(callerId: string, accountId: string): Promise<AccountActivation> {
    const row = await withTransaction(pool, async (c) => {
      await repo.lockAccount(c, accountId);
      const running = await repo.findRunningActivation(c, accountId, callerId);
      if (running && !isStale(running)) return running;
      const created = await repo.insertActivation(c, accountId, callerId);
      await repo.markInProgress(c, accountId);
      await queue.send(ACTIVATION_QUEUE, { activationId: created.id }, { ...ACTIVATION_JOB, db: inTransaction(c) });
      return created;
    });
    if (workerId) queue.notifyWorker(workerId);
    return toActivation(row);
  }

  return {
    /** Lets a worker of this instance pick new jobs up at once. */
    setWorker(id: string | undefined) {
      workerId = id;
    },

    async initialize(caller: AuthUser, accountId: string): Promise<AccountActivation> {
      const account = await related(caller.id, accountId);
      if (!hasAccountRole(account.accountRole)) throw catalogueError(ACCOUNT_ERRORS.initializeForbidden);
      return start(caller.id, accountId);
    },

    /** A RUNNING activation past its time is reported (and recorded) TIMED_OUT. */
    async status(caller: AuthUser, accountId: string, activationId: string): Promise<AccountActivation> {
      await related(caller.id, accountId);
      const row = await repo.findActivation(pool, activationId);
      if (!row || row.accountId !== accountId) throw catalogueError(ACCOUNT_ERRORS.activationNotFound);
      if (isStale(row)) {
        const reason = `The activation did not finish within ${ACTIVATION_TIMEOUT_SECONDS} seconds.`;
        await endActivation(platform, row, ACTIVATION_STATUS.timedOut, reason);
        return toActivation((await repo.findActivation(pool, activationId))!);
      }
      return toActivation(row);
    },

    async initialized(caller: AuthUser, accountId: string): Promise<AccountInitialized> {
      const { initializationStatus } = await related(caller.id, accountId);
      return { accountId, initialized: initializationStatus === INITIALIZATION_STATUS.completed, initializationStatus };
    },

    /** An account admin enables the account; a not yet initialized account starts its activation too. */
    async enable(caller: AuthUser, accountId: string): Promise<EnableAccountResult> {
      const account = await related(caller.id, accountId);
      if (!isAdminLike(account.accountRole)) throw catalogueError(ACCOUNT_ERRORS.enableForbidden);
      await repo.enableAccount(pool, accountId);
      const activation =
        account.initializationStatus === INITIALIZATION_STATUS.notInitialized
          ? await start(caller.id, accountId)
          : null;
      return { account: await accounts.get(caller.id, accountId), activation };
    },
  };
}
export type AccountActivationService = ReturnType<typeof createAccountActivation>;
