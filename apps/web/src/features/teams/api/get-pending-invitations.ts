/** core GET /teams/{teamId}/pendingInvitations (spec 3 section 7.1): INVITED relations not yet expired. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { teamKeys } from './keys';

export async function getPendingInvitations(teamId: string): Promise<TeamMember[]> {
  return (await api.call('teams.pendingInvitations', { params: { teamId } })).items;
}

export const getPendingInvitationsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.pending(teamId), queryFn: () => getPendingInvitations(teamId) });

export const usePendingInvitations = (teamId: string, enabled = true) =>
  useQuery({ ...getPendingInvitationsQueryOptions(teamId), enabled });
