/** profiles POST /teams/{teamId}/relations {type member-of, userUuid: me} (spec 1 section 7.3): the self-add. */
import { useMutation } from '@tanstack/react-query';
import type { TeamMember } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const joinTeam = ({ teamId, userUuid }: { teamId: string; userUuid: string }) =>
  apiClient('profiles').post<TeamMember>(`/teams/${encodeURIComponent(teamId)}/relations`, {
    type: 'member-of',
    userUuid,
  });

export const useJoinTeam = () => useMutation({ mutationFn: joinTeam });
