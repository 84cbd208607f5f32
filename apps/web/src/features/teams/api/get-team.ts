/** profiles GET /teams/{team_uuid} (spec 3 section 7.2): the team with the caller's role (null: not a member). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountTeam } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { teamKeys } from './keys';

export async function getTeam(teamId: string): Promise<AccountTeam> {
  const team = await api.call('teams.get', { params: { teamId } });
  return { ...team, role: team.role ? team.role.toLowerCase() : null };
}

export const getTeamQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.detail(teamId), queryFn: () => getTeam(teamId) });

export const useTeam = (teamId: string) => useQuery(getTeamQueryOptions(teamId));
