/** apim GET /applications/{applicationId} (spec 2 section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { applicationKeys } from './keys';

export const getApplication = (teamId: string, applicationId: string) =>
  apiClient('apim').get<Application>(`/applications/${encodeURIComponent(applicationId)}`, {
    headers: teamHeader(teamId),
  });

export const getApplicationQueryOptions = (teamId: string, applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(teamId, applicationId),
    queryFn: () => getApplication(teamId, applicationId),
  });

export const useApplication = (teamId: string | undefined, applicationId: string) =>
  useQuery({ ...getApplicationQueryOptions(teamId ?? '', applicationId), enabled: !!teamId });
