/** core POST /teams/{teamId}/removeMember (spec 3 section 7.1): uuid only when a relation id exists, type user. */
import { useMutation } from '@tanstack/react-query';
import type { RemoveMemberBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const removeMember = ({ teamId, body }: { teamId: string; body: RemoveMemberBody }) =>
  api.call('teams.removeMember', { params: { teamId }, body });

export const useRemoveMember = () => useMutation({ mutationFn: removeMember });
