/**
 * apim GET /applications/ (spec 2 section 7): the team's applications. The list page searches and sorts them in
 * the browser (utils/application-search) so typing answers at once; one cached list serves every search.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export async function getApplications(teamId: string): Promise<Application[]> {
  const res = await api.call('applications.listSlash', { team: teamId });
  return res.items ?? [];
}

export const getApplicationsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: applicationKeys.list(teamId), queryFn: () => getApplications(teamId) });

export const useApplications = (teamId: string | undefined, enabled = true) =>
  useQuery({ ...getApplicationsQueryOptions(teamId ?? ''), enabled: enabled && !!teamId });
