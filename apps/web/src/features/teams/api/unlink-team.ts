/** core DELETE /teams/{teamId}/linkTeamRelations/{relation_id} (spec 3 section 7.1): unlinks two teams. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export const unlinkTeam = ({ teamId, relationId }: { teamId: string; relationId: string }) =>
  api.call('teams.unlink', { params: { teamId, relationId } });

export const useUnlinkTeam = () => useMutation({ mutationFn: unlinkTeam });
