/** core GET /teams/{teamId}/pendingInvitations (spec 3 section 7.1): INVITED relations not yet expired. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamKeys } from './keys';

export async function getPendingInvitations(teamId: string): Promise<TeamMember[]> {
  const path = `/teams/${encodeURIComponent(teamId)}/pendingInvitations`;
  return (await apiClient('core').get<{ items: TeamMember[] }>(path)).items ?? [];
}

export const getPendingInvitationsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.pending(teamId), queryFn: () => getPendingInvitations(teamId) });

export const usePendingInvitations = (teamId: string, enabled = true) =>
  useQuery({ ...getPendingInvitationsQueryOptions(teamId), enabled });
