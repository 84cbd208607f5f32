/** apim GET /subscriptions/apps/{appId}/apis/{apiId}/summary (spec 2 sections 2.9, 7): the Subscription Details. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { subscriptionKeys } from './keys';

export const getSubscriptionSummary = (teamId: string, applicationId: string, apiId: string) =>
  api.call('subscriptions.summary', { team: teamId, params: { appId: applicationId, apiId } });

export const getSubscriptionSummaryQueryOptions = (teamId: string, applicationId: string, apiId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.summary(teamId, applicationId, apiId),
    queryFn: () => getSubscriptionSummary(teamId, applicationId, apiId),
    // It carries secret values: never kept longer than the page shows it.
    gcTime: 0,
  });

export const useSubscriptionSummary = (teamId: string | undefined, applicationId: string, apiId: string) =>
  useQuery({ ...getSubscriptionSummaryQueryOptions(teamId ?? '', applicationId, apiId), enabled: !!teamId });
