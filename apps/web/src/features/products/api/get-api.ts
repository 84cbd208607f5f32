/** apim GET /apis/{apiId} (spec 2 sections 2.3, 3): the API product summary with versions and deployments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { productKeys } from './keys';

export const getApi = (teamId: string, apiId: string) => api.call('apis.get', { team: teamId, params: { apiId } });

export const getApiQueryOptions = (teamId: string, apiId: string) =>
  queryOptions({ queryKey: productKeys.api(teamId, apiId), queryFn: () => getApi(teamId, apiId) });

export const useApi = (teamId: string | undefined, apiId: string) =>
  useQuery({ ...getApiQueryOptions(teamId ?? '', apiId), enabled: Boolean(teamId) });
