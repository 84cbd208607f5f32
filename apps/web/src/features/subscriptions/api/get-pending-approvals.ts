/**
 * apim GET /subscriptions/pendingApprovals (spec 2 sections 2.2, 4, 6): requests for the APIs the current team
 * provides; for an internal team's admin-mapped members only.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { subscriptionKeys } from './keys';

export const getPendingApprovals = (teamId: string, page: number, pageSize: number, searchText: string) =>
  api.call('subscriptions.pendingApprovals', {
    team: teamId,
    query: { page, pageSize, searchText: searchText || undefined },
  });

export const getPendingApprovalsQueryOptions = (teamId: string, page: number, pageSize: number, searchText: string) =>
  queryOptions({
    queryKey: subscriptionKeys.pending(teamId, page, searchText),
    queryFn: () => getPendingApprovals(teamId, page, pageSize, searchText),
  });

export const usePendingApprovals = (
  teamId: string | undefined,
  page: number,
  pageSize: number,
  searchText: string,
  enabled: boolean,
) =>
  useQuery({
    ...getPendingApprovalsQueryOptions(teamId ?? '', page, pageSize, searchText),
    enabled: enabled && !!teamId,
    placeholderData: keepPreviousData,
  });
