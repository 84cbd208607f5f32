/** apim GET /subscriptions/apis/{apiId}/apps (spec 2 section 7): the team's applications subscribed to an API. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTIONS_MAX_PAGE_SIZE } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { subscriptionKeys } from './keys';

export const getApiSubscriptions = (teamId: string, apiId: string) =>
  api.call('subscriptions.forApi', {
    team: teamId,
    params: { apiId },
    query: { pageSize: SUBSCRIPTIONS_MAX_PAGE_SIZE },
  });

export const getApiSubscriptionsQueryOptions = (teamId: string, apiId: string) =>
  queryOptions({ queryKey: subscriptionKeys.byApi(teamId, apiId), queryFn: () => getApiSubscriptions(teamId, apiId) });

export const useApiSubscriptions = (teamId: string | undefined, apiId: string) =>
  useQuery({ ...getApiSubscriptionsQueryOptions(teamId ?? '', apiId), enabled: !!teamId });
