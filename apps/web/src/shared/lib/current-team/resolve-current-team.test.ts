import { describe, expect, it } from 'vitest';
import { team } from '../../../test/teams';
import { needsTeamSelection, resolveCurrentTeam } from './resolve-current-team';

const a = team({ name: 'Acme Integrations' });
const b = team({ name: 'Globex Labs' });
const teams = [a, b];

describe('current team resolution (spec 1 section 4.2)', () => {
  it('1. a currentTeam query parameter matching a team wins over everything', () => {
    expect(resolveCurrentTeam({ teams, queryTeamId: b.uuid, storedTeamId: a.uuid, routeTeamId: a.uuid })).toEqual({
      team: b,
      rule: 'query',
    });
  });

  it('ignores a query parameter that matches no team', () => {
    expect(resolveCurrentTeam({ teams, queryTeamId: 'nope', storedTeamId: a.uuid }).team).toBe(a);
  });

  it("2. the stored team when it matches the route's teamId", () => {
    expect(resolveCurrentTeam({ teams, routeTeamId: b.uuid, storedTeamId: b.uuid })).toEqual({
      team: b,
      rule: 'route',
    });
  });

  it('3. the stored team while it is still in the list', () => {
    expect(resolveCurrentTeam({ teams, storedTeamId: a.uuid })).toEqual({ team: a, rule: 'stored' });
    expect(resolveCurrentTeam({ teams: [b], storedTeamId: a.uuid })).toEqual({ team: b, rule: 'only' });
  });

  it('4. the only team of a one-team list', () => {
    expect(resolveCurrentTeam({ teams: [a] })).toEqual({ team: a, rule: 'only' });
  });

  it('leaves several teams without a choice unresolved', () => {
    expect(resolveCurrentTeam({ teams })).toEqual({});
    expect(resolveCurrentTeam({ teams: [] })).toEqual({});
  });

  it('asks for a team only when teams loaded, several, none current, not on an account route', () => {
    expect(needsTeamSelection({ teams, accountRoute: false })).toBe(true);
    expect(needsTeamSelection({ teams: undefined, accountRoute: false })).toBe(false);
    expect(needsTeamSelection({ teams: [a], accountRoute: false })).toBe(false);
    expect(needsTeamSelection({ teams, currentTeam: a, accountRoute: false })).toBe(false);
    expect(needsTeamSelection({ teams, accountRoute: true })).toBe(false);
  });
});
