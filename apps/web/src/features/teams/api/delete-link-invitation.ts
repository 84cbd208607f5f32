/**
 * core DELETE /teams/{teamId}/linkTeamInvitations/{team_link_id} (spec 3 section 7.1): an admin of the inviter team
 * deletes a pending request, or the invitee declines it.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export const deleteLinkInvitation = ({ teamId, teamLinkId }: { teamId: string; teamLinkId: string }) =>
  api.call('teams.deleteLinkInvitation', { params: { teamId, teamLinkId } });

export const useDeleteLinkInvitation = () => useMutation({ mutationFn: deleteLinkInvitation });
