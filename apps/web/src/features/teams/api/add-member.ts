/** core POST /teams/{teamId}/addMember (spec 3 section 7.1): invites by e-mail with role and roleDisplayName. */
import { useMutation } from '@tanstack/react-query';
import type { AddMemberBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const addMember = ({ teamId, body }: { teamId: string; body: AddMemberBody }) =>
  api.call('teams.addMember', { params: { teamId }, body });

export const useAddMember = () => useMutation({ mutationFn: addMember });
