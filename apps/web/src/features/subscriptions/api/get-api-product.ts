/** apim GET /apis/{apiId} (spec 2 section 7): the API a subscription is asked for (name, approval, expiry days). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiProductSummary } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { subscriptionKeys } from './keys';

export const getApiProduct = (teamId: string, apiId: string) =>
  apiClient('apim').get<ApiProductSummary>(`/apis/${encodeURIComponent(apiId)}`, { headers: teamHeader(teamId) });

export const getApiProductQueryOptions = (teamId: string, apiId: string) =>
  queryOptions({ queryKey: subscriptionKeys.api(teamId, apiId), queryFn: () => getApiProduct(teamId, apiId) });

export const useApiProduct = (teamId: string | undefined, apiId: string) =>
  useQuery({ ...getApiProductQueryOptions(teamId ?? '', apiId), enabled: !!teamId });
