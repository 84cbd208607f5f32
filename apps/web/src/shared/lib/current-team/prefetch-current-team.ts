/**
 * The current team ahead of the shell (issue 18): the user's teams are asked for as soon as a signed-in page's code
 * is in, not after the shell's first render (hundreds of ms on a phone), and a page can start its own reads for the
 * team the provider (current-team-provider.tsx) will resolve from the same inputs. Without a valid session or a
 * stored user it asks nothing and gives undefined: the shell signs in or asks as before.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_TEAM_QUERY_PARAM, STORAGE_KEYS, type Team, type UserProfile } from '@dc/contracts';
import { isSessionValid, readSession } from '../auth/session';
import { readJson } from '../storage';
import { getTeamsQueryOptions } from './get-teams';
import { resolveCurrentTeam } from './resolve-current-team';
import { routeTeamId } from './route-team';
import { readStoredTeam } from './team-store';

export async function prefetchCurrentTeam(client: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  const user = readJson<UserProfile>(STORAGE_KEYS.userInfo);
  if (!user?.uuid || !isSessionValid(readSession())) return undefined;
  let teams: Team[];
  try {
    teams = await client.fetchQuery(getTeamsQueryOptions(user.uuid));
  } catch {
    return undefined;
  }
  return resolveCurrentTeam({
    teams,
    queryTeamId: new URLSearchParams(location.search).get(CURRENT_TEAM_QUERY_PARAM),
    routeTeamId: routeTeamId(location.pathname),
    storedTeamId: user.email ? readStoredTeam(user.email)?.uuid : undefined,
  }).team;
}
