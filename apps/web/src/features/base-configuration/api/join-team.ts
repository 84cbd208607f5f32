/** profiles POST /teams/{teamId}/relations {type member-of, userUuid: me} (spec 1 section 7.3): the self-add. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export const joinTeam = ({ teamId, userUuid }: { teamId: string; userUuid: string }) =>
  api.call('teams.createRelation', { params: { teamId }, body: { type: 'member-of', userUuid } });

export const useJoinTeam = () => useMutation({ mutationFn: joinTeam });
