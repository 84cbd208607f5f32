/** core POST /teams/{teamId}/removeMember (spec 3 section 7.1): uuid only when a relation id exists, type user. */
import { useMutation } from '@tanstack/react-query';
import type { RemovedMember, RemoveMemberBody } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const removeMember = ({ teamId, body }: { teamId: string; body: RemoveMemberBody }) =>
  apiClient('core').post<RemovedMember>(`/teams/${encodeURIComponent(teamId)}/removeMember`, body);

export const useRemoveMember = () => useMutation({ mutationFn: removeMember });
