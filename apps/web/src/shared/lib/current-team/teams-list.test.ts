import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { team } from '../../../test/teams';
import { normalizeTeams } from './get-teams';
import { groupTeamsByAccount } from './group-teams';
import { isAccountRoute, routeTeamId } from './route-team';
import { readStoredTeam, storeTeam } from './team-store';

describe('team list', () => {
  it('drops INDIVIDUAL teams and lower-cases roles', () => {
    const list = normalizeTeams([team({ name: 'Mine', type: 'INDIVIDUAL' }), team({ name: 'Ours', role: 'ADMIN' })]);
    expect(list.map((t) => [t.name, t.role])).toEqual([['Ours', 'admin']]);
  });

  it('groups teams by account, accounts and teams in name order', () => {
    const groups = groupTeamsByAccount([
      team({ name: 'Globex Labs', displayName: 'Globex Labs', accountId: 'g', accountName: 'Globex Construction' }),
      team({ name: 'Acme Mobile', displayName: 'Acme Mobile', accountId: 'a', accountName: 'Acme Corp' }),
      team({ name: 'Acme Integrations', displayName: 'Acme Integrations', accountId: 'a', accountName: 'Acme Corp' }),
    ]);
    expect(groups.map((g) => [g.accountName, g.teams.map((t) => t.name)])).toEqual([
      ['Acme Corp', ['Acme Integrations', 'Acme Mobile']],
      ['Globex Construction', ['Globex Labs']],
    ]);
  });
});

describe('route facts', () => {
  it('knows account-level routes and the route teamId', () => {
    expect(isAccountRoute('/accounts')).toBe(true);
    expect(isAccountRoute('/accounts/1/summary')).toBe(true);
    expect(isAccountRoute('/accountsx')).toBe(false);
    expect(routeTeamId('/teams/abc')).toBe('abc');
    expect(routeTeamId('/accounts/1/teams/xyz')).toBe('xyz');
    expect(routeTeamId('/home')).toBeUndefined();
  });
});

describe('stored team', () => {
  let storage: ReturnType<typeof createMemoryStorage>;
  beforeEach(() => {
    storage = createMemoryStorage();
  });

  it('is kept per user e-mail under CURRENT_TEAM', () => {
    const a = team({ name: 'A' });
    const b = team({ name: 'B' });
    storeTeam('Dana@Example.com', a, storage);
    storeTeam('ben@example.com', b, storage);
    expect(readStoredTeam('dana@example.com', storage)?.uuid).toBe(a.uuid);
    expect(readStoredTeam('ben@example.com', storage)?.uuid).toBe(b.uuid);
    expect(Object.keys(JSON.parse(storage.getItem('CURRENT_TEAM')!))).toEqual(['dana@example.com', 'ben@example.com']);
    expect(readStoredTeam('nobody@example.com', storage)).toBeUndefined();
  });
});
