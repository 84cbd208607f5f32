/**
 * GET /api/core/teams?uuid={user} (spec 1 sections 3 and 7.3): the user's teams with roles lower-cased and
 * personal (INDIVIDUAL) teams dropped. The server drops them too; the console does so again as the spec says.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isIndividualTeamType, type Team } from '@dc/contracts';
import { api } from '../api-call';
import { useCurrentUser } from '../auth/get-current-user';
import { teamKeys } from './keys';

export const normalizeTeams = (teams: readonly Team[]): Team[] =>
  teams.filter((t) => !isIndividualTeamType(t.type)).map((t) => ({ ...t, role: (t.role ?? '').toLowerCase() }));

export async function getTeams(userUuid: string): Promise<Team[]> {
  const res = await api.call('teams.list', { query: { uuid: userUuid } });
  return normalizeTeams(res.items);
}

export const getTeamsQueryOptions = (userUuid: string) =>
  queryOptions({ queryKey: teamKeys.mine(userUuid), queryFn: () => getTeams(userUuid) });

export function useTeams() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...getTeamsQueryOptions(user?.uuid ?? ''), enabled: !!user });
}
