/**
 * Account enablement and initialization (spec 1 sections 2.8, 3, 4.4, 7.3, 8). All under core, prefix /api/core.
 *   POST /accounts/{accountId}/enable            -> EnableAccountResult  (account admins; starts the activation
 *                                                   when the account is not initialized yet)
 *   GET  /accounts-v2/{accountId}/initialized    -> AccountInitialized
 *   POST /accounts-v2/{accountId}/initialize     -> 202 AccountActivation (RUNNING; an activation already running
 *                                                   for the account is returned instead of a second one)
 *   GET  /accounts-v2/{accountId}/initializationStatuses/{activationStatusId} -> AccountActivation
 *   POST (same path)                             -> AccountActivation (the spec's form variant)
 * Initialize: any user with an account role other than member-only. The activation is a queued job: it prepares the
 * account (a first team if it has none), marks it COMPLETED and enabled, and adds the requesting user to the
 * account's first team (role from the account role). The console polls every ACTIVATION_POLL_MS while RUNNING; on
 * SUCCEEDED it adds the user itself too, which answers '1086' (relation exists), treated as success.
 * FAILED: the account cannot be activated (e.g. its name is over ACCOUNT_NAME_LIMIT characters), `reason` says why.
 * TIMED_OUT: still RUNNING after ACTIVATION_TIMEOUT_SECONDS. ABORTED: the requester lost their role on the account
 * before the job ran.
 */
import { z } from 'zod';
import { accountSchema } from './accounts.js';
import type { CatalogueError } from './team-errors.js';

export const ACTIVATION_STATUS = {
  running: 'RUNNING',
  succeeded: 'SUCCEEDED',
  failed: 'FAILED',
  timedOut: 'TIMED_OUT',
  aborted: 'ABORTED',
} as const;
export const activationStatusSchema = z.enum(['RUNNING', 'SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED']);
export type ActivationStatus = z.infer<typeof activationStatusSchema>;

export const INITIALIZATION_STATUS = {
  notInitialized: 'NOT_INITIALIZED',
  inProgress: 'IN_PROGRESS',
  completed: 'COMPLETED',
} as const;
export const initializationStatusSchema = z.enum(['NOT_INITIALIZED', 'IN_PROGRESS', 'COMPLETED']);
export type InitializationStatus = z.infer<typeof initializationStatusSchema>;

/** The console polls a RUNNING activation this often, and refetches accounts at most this many times. */
export const ACTIVATION_POLL_MS = 1000;
export const ACTIVATION_REFETCH_LIMIT = 20;
/** A RUNNING activation older than this is reported TIMED_OUT. */
export const ACTIVATION_TIMEOUT_SECONDS = 120;

export const accountActivationSchema = z.object({
  /** The activationStatusId. */
  id: z.string().uuid(),
  accountId: z.string().uuid(),
  userId: z.string().uuid(),
  status: activationStatusSchema,
  /** Why it failed, timed out or was aborted; null otherwise. */
  reason: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AccountActivation = z.infer<typeof accountActivationSchema>;

export const accountInitializedSchema = z.object({
  accountId: z.string().uuid(),
  initialized: z.boolean(),
  initializationStatus: initializationStatusSchema,
});
export type AccountInitialized = z.infer<typeof accountInitializedSchema>;

export const enableAccountResultSchema = z.object({
  account: accountSchema,
  /** The activation started by enabling a not yet initialized account, else null. */
  activation: accountActivationSchema.nullable(),
});
export type EnableAccountResult = z.infer<typeof enableAccountResultSchema>;

/** Console texts (spec 1 sections 2.6 and 8). */
export const ACCOUNT_MESSAGES = {
  enabled: 'Account Enabled.',
  enableFailed: 'There was a problem! The account was not enabled.',
  preparing: 'Thank you for enabling your account, Everything will be prepared in a few moments!',
  noAccounts: 'Account permissions not yet assigned.',
  complete: 'Complete!',
} as const;

/** Errors of the accounts area (core service). */
export const ACCOUNT_ERRORS = {
  initializeForbidden: {
    code: 'ACCOUNT_INITIALIZE_FORBIDDEN',
    status: 403,
    message: 'Only users with a role on the account other than member-only may initialize it.',
  },
  enableForbidden: {
    code: 'ACCOUNT_ENABLE_FORBIDDEN',
    status: 403,
    message: 'Only an administrator of the account may enable it.',
  },
  activationNotFound: { code: 'ACTIVATION_NOT_FOUND', status: 404, message: 'No such activation for this account.' },
} as const satisfies Record<string, CatalogueError>;
