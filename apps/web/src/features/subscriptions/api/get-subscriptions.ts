/**
 * apim GET /subscriptions/apis (spec 2 sections 2.9, 7): one page of the team's API subscriptions, searched and
 * sorted by the server (the list may be long: 5 rows per page).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { subscriptionKeys } from './keys';

export interface SubscriptionPageRequest {
  searchText: string;
  sort: 'recent' | 'asc';
  page: number;
  pageSize: number;
  status?: SubscriptionStatus;
  applicationId?: string;
}

export const getSubscriptions = (teamId: string, r: SubscriptionPageRequest) =>
  api.call('subscriptions.list', {
    team: teamId,
    query: {
      searchText: r.searchText || undefined,
      sort: r.sort,
      page: r.page,
      pageSize: r.pageSize,
      status: r.status,
      app_ids: r.applicationId,
    },
  });

export const getSubscriptionsQueryOptions = (teamId: string, request: SubscriptionPageRequest) =>
  queryOptions({
    queryKey: subscriptionKeys.page(teamId, request),
    queryFn: () => getSubscriptions(teamId, request),
  });

export const useSubscriptions = (teamId: string | undefined, request: SubscriptionPageRequest) =>
  useQuery({
    ...getSubscriptionsQueryOptions(teamId ?? '', request),
    enabled: !!teamId,
    // Paging and searching keep the rows on screen until the next page is in.
    placeholderData: keepPreviousData,
  });
