/** core GET /teams/{inviterTeamId}/linkTeamInvitations/{team_link_id}: an incoming request for the link page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { teamKeys } from './keys';

export const getLinkInvite = (inviterTeamId: string, teamLinkId: string) =>
  api.call('teams.linkInvitation', { params: { teamId: inviterTeamId, teamLinkId } });

export const getLinkInviteQueryOptions = (inviterTeamId: string, teamLinkId: string) =>
  queryOptions({
    queryKey: teamKeys.linkInvite(inviterTeamId, teamLinkId),
    queryFn: () => getLinkInvite(inviterTeamId, teamLinkId),
  });

export const useLinkInvite = (inviterTeamId: string, teamLinkId: string) =>
  useQuery({ ...getLinkInviteQueryOptions(inviterTeamId, teamLinkId), enabled: !!inviterTeamId && !!teamLinkId });
