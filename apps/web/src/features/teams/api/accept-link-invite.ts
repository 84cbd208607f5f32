/** core POST /teams/{teamId}/linkTeamRelations (spec 3 section 7.1): accepts a request for the chosen team. */
import { useMutation } from '@tanstack/react-query';
import type { AcceptLinkInvitationBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const acceptLinkInvite = ({ teamId, body }: { teamId: string; body: AcceptLinkInvitationBody }) =>
  api.call('teams.acceptLink', { params: { teamId }, body });

export const useAcceptLinkInvite = () => useMutation({ mutationFn: acceptLinkInvite });
