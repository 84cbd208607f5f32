/** apim GET /applications/{applicationId} (spec 2 section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export const getApplication = (teamId: string, applicationId: string) =>
  api.call('applications.get', { team: teamId, params: { applicationId } });

export const getApplicationQueryOptions = (teamId: string, applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(teamId, applicationId),
    queryFn: () => getApplication(teamId, applicationId),
  });

export const useApplication = (teamId: string | undefined, applicationId: string) =>
  useQuery({ ...getApplicationQueryOptions(teamId ?? '', applicationId), enabled: !!teamId });
