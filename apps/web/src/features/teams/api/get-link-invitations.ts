/** core GET /teams/{teamId}/linkTeamInvitations (spec 3 section 7.1): the team's pending outgoing link requests. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingLinkInvitation } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { teamKeys } from './keys';

export async function getLinkInvitations(teamId: string): Promise<PendingLinkInvitation[]> {
  return (await api.call('teams.linkInvitations', { params: { teamId } })).items;
}

export const getLinkInvitationsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.linkInvitations(teamId), queryFn: () => getLinkInvitations(teamId) });

export const useLinkInvitations = (teamId: string, enabled = true) =>
  useQuery({ ...getLinkInvitationsQueryOptions(teamId), enabled });
