/** apim GET /subscriptions/apps/{appId}/apis/{apiId}/summary (spec 2 sections 2.9, 7): the Subscription Details. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSummaryPath, type SubscriptionSummary } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { subscriptionKeys } from './keys';

export const getSubscriptionSummary = (teamId: string, applicationId: string, apiId: string) =>
  apiClient('apim').get<SubscriptionSummary>(
    `${subscriptionSummaryPath(encodeURIComponent(applicationId), encodeURIComponent(apiId))}/summary`,
    { headers: teamHeader(teamId) },
  );

export const getSubscriptionSummaryQueryOptions = (teamId: string, applicationId: string, apiId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.summary(teamId, applicationId, apiId),
    queryFn: () => getSubscriptionSummary(teamId, applicationId, apiId),
    // It carries secret values: never kept longer than the page shows it.
    gcTime: 0,
  });

export const useSubscriptionSummary = (teamId: string | undefined, applicationId: string, apiId: string) =>
  useQuery({ ...getSubscriptionSummaryQueryOptions(teamId ?? '', applicationId, apiId), enabled: !!teamId });
