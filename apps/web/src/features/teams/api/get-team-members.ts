/** core GET /teams/{teamId}/members (spec 3 section 7.1): COMMITTED members. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamKeys } from './keys';

export async function getTeamMembers(teamId: string): Promise<TeamMember[]> {
  const res = await apiClient('core').get<{ items: TeamMember[] }>(`/teams/${encodeURIComponent(teamId)}/members`);
  return res.items ?? [];
}

export const getTeamMembersQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.members(teamId), queryFn: () => getTeamMembers(teamId) });

export const useTeamMembers = (teamId: string, enabled = true) =>
  useQuery({ ...getTeamMembersQueryOptions(teamId), enabled });
