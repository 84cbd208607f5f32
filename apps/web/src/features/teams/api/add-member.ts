/** core POST /teams/{teamId}/addMember (spec 3 section 7.1): invites by e-mail with role and roleDisplayName. */
import { useMutation } from '@tanstack/react-query';
import type { AddMemberBody, TeamMember } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const addMember = ({ teamId, body }: { teamId: string; body: AddMemberBody }) =>
  apiClient('core').post<TeamMember>(`/teams/${encodeURIComponent(teamId)}/addMember`, body);

export const useAddMember = () => useMutation({ mutationFn: addMember });
