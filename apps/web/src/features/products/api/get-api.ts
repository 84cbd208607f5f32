/** apim GET /apis/{apiId} (spec 2 sections 2.3, 3): the API product summary with versions and deployments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiProductSummary } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { productKeys } from './keys';
import { teamHeaders } from './team-headers';

export const getApi = (teamId: string, apiId: string) =>
  apiClient('apim').get<ApiProductSummary>(`/apis/${encodeURIComponent(apiId)}`, { headers: teamHeaders(teamId) });

export const getApiQueryOptions = (teamId: string, apiId: string) =>
  queryOptions({ queryKey: productKeys.api(teamId, apiId), queryFn: () => getApi(teamId, apiId) });

export const useApi = (teamId: string | undefined, apiId: string) =>
  useQuery({ ...getApiQueryOptions(teamId ?? '', apiId), enabled: Boolean(teamId) });
