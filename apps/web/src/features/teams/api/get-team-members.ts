/** core GET /teams/{teamId}/members (spec 3 section 7.1): COMMITTED members. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { teamKeys } from './keys';

export async function getTeamMembers(teamId: string): Promise<TeamMember[]> {
  return (await api.call('teams.members', { params: { teamId } })).items;
}

export const getTeamMembersQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.members(teamId), queryFn: () => getTeamMembers(teamId) });

export const useTeamMembers = (teamId: string, enabled = true) =>
  useQuery({ ...getTeamMembersQueryOptions(teamId), enabled });
