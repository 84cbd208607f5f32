/**
 * apim GET /applications/ (spec 3 section 7.3): the applications with TEAM visibility feed the list's filter and a
 * template's consumer applications.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export async function getTeamApplications(teamId: string): Promise<Application[]> {
  const res = await api.call('applications.listSlash', { team: teamId });
  return (res.items ?? []).filter((a) => a.visibility === 'TEAM');
}

export const getTeamApplicationsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: templateKeys.applications(teamId), queryFn: () => getTeamApplications(teamId) });

export const useTeamApplications = (teamId: string) => useQuery(getTeamApplicationsQueryOptions(teamId));
