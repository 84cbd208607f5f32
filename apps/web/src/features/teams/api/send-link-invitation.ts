/** core POST /teams/{teamId}/linkTeamInvitations (spec 3 section 7.1): body inviteeEmail, note. */
import { useMutation } from '@tanstack/react-query';
import type { PendingLinkInvitation, SendLinkInvitationBody } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const sendLinkInvitation = ({ teamId, body }: { teamId: string; body: SendLinkInvitationBody }) =>
  apiClient('core').post<PendingLinkInvitation>(`/teams/${encodeURIComponent(teamId)}/linkTeamInvitations`, body);

export const useSendLinkInvitation = () => useMutation({ mutationFn: sendLinkInvitation });
