/**
 * apim GET /subscriptions/apis?app_ids={appId} (spec 2 section 7): every subscription of one application, in any
 * status (spec 2 section 4: the application's tab keeps all that have a status), sorted by the server.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTIONS_MAX_PAGE_SIZE } from '@dc/contracts';
import { getSubscriptions } from './get-subscriptions';
import { subscriptionKeys } from './keys';

export const getApplicationSubscriptionsQueryOptions = (
  teamId: string,
  applicationId: string,
  sort: 'recent' | 'asc',
) =>
  queryOptions({
    queryKey: subscriptionKeys.byApplication(teamId, applicationId, sort),
    queryFn: async () =>
      (
        await getSubscriptions(teamId, {
          applicationId,
          sort,
          searchText: '',
          page: 1,
          pageSize: SUBSCRIPTIONS_MAX_PAGE_SIZE,
        })
      ).items,
  });

export const useApplicationSubscriptions = (teamId: string, applicationId: string, sort: 'recent' | 'asc') =>
  useQuery(getApplicationSubscriptionsQueryOptions(teamId, applicationId, sort));
