/** apim GET /apis/{apiId} (spec 2 section 7): the API a subscription is asked for (name, approval, expiry days). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { subscriptionKeys } from './keys';

export const getApiProduct = (teamId: string, apiId: string) =>
  api.call('apis.get', { team: teamId, params: { apiId } });

export const getApiProductQueryOptions = (teamId: string, apiId: string) =>
  queryOptions({ queryKey: subscriptionKeys.api(teamId, apiId), queryFn: () => getApiProduct(teamId, apiId) });

export const useApiProduct = (teamId: string | undefined, apiId: string) =>
  useQuery({ ...getApiProductQueryOptions(teamId ?? '', apiId), enabled: !!teamId });
