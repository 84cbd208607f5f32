/** core POST /teams/{teamId}/linkTeamRelations (spec 3 section 7.1): accepts a request for the chosen team. */
import { useMutation } from '@tanstack/react-query';
import type { AcceptLinkInvitationBody, LinkedTeam } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const acceptLinkInvite = ({ teamId, body }: { teamId: string; body: AcceptLinkInvitationBody }) =>
  apiClient('core').post<LinkedTeam>(`/teams/${encodeURIComponent(teamId)}/linkTeamRelations`, body);

export const useAcceptLinkInvite = () => useMutation({ mutationFn: acceptLinkInvite });
