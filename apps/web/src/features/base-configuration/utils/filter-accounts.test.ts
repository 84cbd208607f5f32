import { describe, expect, it } from 'vitest';
import type { Account } from '@dc/contracts';
import { accountsToConfigure } from './filter-accounts';

let n = 0;
const account = (over: Partial<Account> = {}): Account => {
  n += 1;
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    uuid,
    trn: `trn:dc:account:${uuid}`,
    name: `Account ${n}`,
    role: 'standard-user',
    references: [{ system: 'label', value: 'marketplace' }],
    placeholder: false,
    enabled: false,
    initializationStatus: 'NOT_INITIALIZED',
    ...over,
  };
};

describe('base configuration: accounts to configure (spec 1 section 4.4 step 2)', () => {
  it('keeps a marketplace account without a team of the user', () => {
    const a = account();
    expect(accountsToConfigure({ accounts: [a], teams: [], internalUser: false })).toEqual([a]);
  });

  it('drops names over 100 characters, but keeps exactly 100', () => {
    const long = account({ name: 'x'.repeat(101) });
    const edge = account({ name: 'y'.repeat(100) });
    expect(accountsToConfigure({ accounts: [long, edge], teams: [], internalUser: false })).toEqual([edge]);
  });

  it('drops accounts in which the user already has a team', () => {
    const mine = account();
    const other = account();
    const result = accountsToConfigure({
      accounts: [mine, other],
      teams: [{ accountId: mine.uuid }],
      internalUser: false,
    });
    expect(result).toEqual([other]);
  });

  it('drops the placeholder account and member-only roles', () => {
    const placeholder = account({ placeholder: true, references: [{ system: 'label', value: 'placeholder' }] });
    const memberOnly = account({ role: 'MEMBER-ONLY' });
    expect(accountsToConfigure({ accounts: [placeholder, memberOnly], teams: [], internalUser: true })).toEqual([]);
  });

  it('keeps only marketplace accounts for users who are not internal; internal users keep the others too', () => {
    const plain = account({ references: [] });
    const market = account();
    expect(accountsToConfigure({ accounts: [plain, market], teams: [], internalUser: false })).toEqual([market]);
    expect(accountsToConfigure({ accounts: [plain, market], teams: [], internalUser: true })).toEqual([plain, market]);
  });

  it('skips accounts already configured, and leaves nothing when there is nothing', () => {
    const a = account();
    expect(
      accountsToConfigure({ accounts: [a], teams: [], internalUser: false, configured: new Set([a.uuid]) }),
    ).toEqual([]);
    expect(accountsToConfigure({ accounts: [], teams: [], internalUser: false })).toEqual([]);
  });
});
