import { describe, expect, it, vi } from 'vitest';
import type { AccountActivation } from '@dc/contracts';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { configureAccount, type BaseConfigurationDeps } from './run-base-configuration';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const TEAM = '22222222-2222-4222-8222-222222222222';

/** The server's activation shape (contracts accountActivationSchema), as GET initializationStatuses answers it. */
const activation = (status: AccountActivation['status'], reason: string | null = null): AccountActivation => ({
  id: '33333333-3333-4333-8333-333333333333',
  accountId: ACCOUNT,
  userId: '44444444-4444-4444-8444-444444444444',
  status,
  reason,
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: status === 'RUNNING' ? null : '2026-01-01T10:00:03.000Z',
});

function deps(over: Partial<BaseConfigurationDeps> = {}): BaseConfigurationDeps {
  return {
    isInitialized: vi.fn(async () => false),
    initialize: vi.fn(async () => activation('RUNNING')),
    activationStatus: vi.fn(async () => activation('SUCCEEDED')),
    firstTeamId: vi.fn(async () => TEAM),
    join: vi.fn(async () => undefined),
    sleep: vi.fn(async () => undefined),
    log: vi.fn(),
    ...over,
  };
}

describe('base configuration of an account (spec 1 section 4.4)', () => {
  it('activates, polls every second while RUNNING, and on SUCCEEDED joins the first team', async () => {
    const statuses = [activation('RUNNING'), activation('RUNNING'), activation('SUCCEEDED')];
    const d = deps({ activationStatus: vi.fn(async () => statuses.shift()!) });
    expect(await configureAccount(ACCOUNT, d)).toBe('joined');
    expect(d.sleep).toHaveBeenCalledTimes(3);
    expect(d.sleep).toHaveBeenCalledWith(1000);
    expect(d.join).toHaveBeenCalledWith(TEAM);
  });

  it('counts relation exists (1086) as success', async () => {
    const exists = new ApiRequestError(409, '1086', 'Relation exists: the user is already a member of this team.');
    const d = deps({ join: vi.fn(async () => Promise.reject(exists)) });
    expect(await configureAccount(ACCOUNT, d)).toBe('joined');
    expect(d.log).not.toHaveBeenCalled();
  });

  it('treats FAILED as failure: nothing is joined, the reason is logged, nothing is thrown', async () => {
    const reason = 'The account name is longer than 100 characters.';
    const d = deps({ activationStatus: vi.fn(async () => activation('FAILED', reason)) });
    expect(await configureAccount(ACCOUNT, d)).toBe('failed');
    expect(d.join).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledWith(expect.stringContaining('FAILED'), reason);
  });

  it('treats TIMED_OUT and ABORTED as failure too', async () => {
    for (const status of ['TIMED_OUT', 'ABORTED'] as const) {
      const d = deps({ initialize: vi.fn(async () => activation(status, 'x')) });
      expect(await configureAccount(ACCOUNT, d)).toBe('failed');
      expect(d.join).not.toHaveBeenCalled();
    }
  });

  it('just joins the first team of an account already initialized', async () => {
    const d = deps({ isInitialized: vi.fn(async () => true) });
    expect(await configureAccount(ACCOUNT, d)).toBe('joined');
    expect(d.initialize).not.toHaveBeenCalled();
    expect(d.join).toHaveBeenCalledWith(TEAM);
  });

  it('logs other failures and completes anyway', async () => {
    const d = deps({
      initialize: vi.fn(async () => Promise.reject(new ApiRequestError(500, 'INTERNAL_ERROR', 'boom'))),
    });
    expect(await configureAccount(ACCOUNT, d)).toBe('failed');
    const refused = deps({
      isInitialized: vi.fn(async () => true),
      join: vi.fn(async () => Promise.reject(new ApiRequestError(403, 'TEAM_JOIN_FORBIDDEN', 'no'))),
    });
    expect(await configureAccount(ACCOUNT, refused)).toBe('failed');
    expect(refused.log).toHaveBeenCalled();
  });
});
