/** core POST /teams/{teamId}/linkTeamInvitations (spec 3 section 7.1): body inviteeEmail, note. */
import { useMutation } from '@tanstack/react-query';
import type { SendLinkInvitationBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const sendLinkInvitation = ({ teamId, body }: { teamId: string; body: SendLinkInvitationBody }) =>
  api.call('teams.sendLinkInvitation', { params: { teamId }, body });

export const useSendLinkInvitation = () => useMutation({ mutationFn: sendLinkInvitation });
