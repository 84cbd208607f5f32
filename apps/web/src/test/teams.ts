/** Teams and accounts shaped like the server's demo world. */
import type { Account, Team } from '@dc/contracts';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function team(overrides: Partial<Team> = {}): Team {
  const id = overrides.uuid ?? uuid();
  return {
    uuid: id,
    trn: `trn:dc:team:${id}`,
    name: 'Team',
    displayName: 'Team',
    description: null,
    accountId: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    accountName: 'Acme Corp',
    type: 'ENTERPRISE',
    role: 'standard-user',
    internal: false,
    createdTimeStamp: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function account(overrides: Partial<Account> = {}): Account {
  const id = overrides.uuid ?? uuid();
  return {
    uuid: id,
    trn: `trn:dc:account:${id}`,
    name: 'Acme Corp',
    role: 'member-only',
    references: [{ system: 'label', value: 'marketplace' }],
    placeholder: false,
    enabled: true,
    initializationStatus: 'COMPLETED',
    ...overrides,
  };
}
