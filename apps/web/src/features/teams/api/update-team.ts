/** profiles PUT /teams/{team_uuid} (spec 3 section 7.2): only the changed fields. */
import { useMutation } from '@tanstack/react-query';
import type { UpdateTeamBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';

export const updateTeam = ({ teamId, body }: { teamId: string; body: UpdateTeamBody }) =>
  api.call('teams.update', { params: { teamId }, body });

export const useUpdateTeam = () => useMutation({ mutationFn: updateTeam });
