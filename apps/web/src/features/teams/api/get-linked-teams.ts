/** core GET /teams/{teamId}/linkTeamRelations (spec 3 section 7.1): the teams linked with this one. */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { LinkedTeam } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { teamKeys } from './keys';

export async function getLinkedTeams(teamId: string): Promise<LinkedTeam[]> {
  return (await api.call('teams.linkedTeams', { params: { teamId } })).items;
}

export const getLinkedTeamsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.linked(teamId), queryFn: () => getLinkedTeams(teamId) });

export const useLinkedTeams = (teamId: string, enabled = true) =>
  useQuery({ ...getLinkedTeamsQueryOptions(teamId), enabled });

/** The linked teams of several teams at once (the link request page checks every team it could offer). */
export const useLinkedTeamsOf = (teamIds: readonly string[]) =>
  useQueries({ queries: teamIds.map((id) => getLinkedTeamsQueryOptions(id)) });
