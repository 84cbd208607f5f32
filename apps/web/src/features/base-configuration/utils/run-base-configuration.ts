/**
 * Base configuration of one account (spec 1 section 4.4 steps 4-7): a not yet initialized account is activated and
 * the activation polled every second while RUNNING; SUCCEEDED (or an initialized account) adds the user to the
 * account's first team, where 'relation exists' (1086) counts as success; anything else is logged, never thrown.
 */
import {
  ACTIVATION_POLL_MS,
  ACTIVATION_STATUS,
  ACTIVATION_TIMEOUT_SECONDS,
  TEAM_ERRORS,
  type AccountActivation,
} from '@dc/contracts';

export interface BaseConfigurationDeps {
  isInitialized(accountId: string): Promise<boolean>;
  initialize(accountId: string): Promise<AccountActivation>;
  activationStatus(accountId: string, activationId: string): Promise<AccountActivation>;
  firstTeamId(accountId: string): Promise<string | undefined>;
  join(teamId: string): Promise<unknown>;
  sleep(ms: number): Promise<void>;
  log(message: string, detail?: unknown): void;
}

export type AccountOutcome = 'joined' | 'failed';

/** The server reports TIMED_OUT after its own limit; the console stops asking a little later in any case. */
const MAX_POLLS = ACTIVATION_TIMEOUT_SECONDS + 30;

const errorCode = (err: unknown) => (err as { code?: unknown } | null)?.code;

export async function configureAccount(accountId: string, deps: BaseConfigurationDeps): Promise<AccountOutcome> {
  try {
    if (!(await deps.isInitialized(accountId))) {
      let activation = await deps.initialize(accountId);
      for (let polls = 0; activation.status === ACTIVATION_STATUS.running && polls < MAX_POLLS; polls++) {
        await deps.sleep(ACTIVATION_POLL_MS);
        activation = await deps.activationStatus(accountId, activation.id);
      }
      if (activation.status !== ACTIVATION_STATUS.succeeded) {
        deps.log(`Account ${accountId} activation ended ${activation.status}`, activation.reason);
        return 'failed';
      }
    }
    const teamId = await deps.firstTeamId(accountId);
    if (!teamId) {
      deps.log(`Account ${accountId} has no team to join`);
      return 'failed';
    }
    try {
      await deps.join(teamId);
    } catch (err) {
      if (errorCode(err) !== TEAM_ERRORS.relationExists.code) throw err;
    }
    return 'joined';
  } catch (err) {
    deps.log(`Base configuration of account ${accountId} failed`, err);
    return 'failed';
  }
}

/** Configures every account; the flow always completes. */
export async function runBaseConfiguration(accountIds: readonly string[], deps: BaseConfigurationDeps) {
  return Promise.all(accountIds.map((id) => configureAccount(id, deps)));
}
