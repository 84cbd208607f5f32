/** core DELETE /teams/{teamId}/linkTeamRelations/{relation_id} (spec 3 section 7.1): unlinks two teams. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/lib/api-client';

export const unlinkTeam = ({ teamId, relationId }: { teamId: string; relationId: string }) =>
  apiClient('core').delete<void>(
    `/teams/${encodeURIComponent(teamId)}/linkTeamRelations/${encodeURIComponent(relationId)}`,
  );

export const useUnlinkTeam = () => useMutation({ mutationFn: unlinkTeam });
