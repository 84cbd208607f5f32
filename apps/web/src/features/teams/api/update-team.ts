/** profiles PUT /teams/{team_uuid} (spec 3 section 7.2): only the changed fields. */
import { useMutation } from '@tanstack/react-query';
import type { AccountTeam, UpdateTeamBody } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const updateTeam = ({ teamId, body }: { teamId: string; body: UpdateTeamBody }) =>
  apiClient('profiles').put<AccountTeam>(`/teams/${encodeURIComponent(teamId)}`, body);

export const useUpdateTeam = () => useMutation({ mutationFn: updateTeam });
