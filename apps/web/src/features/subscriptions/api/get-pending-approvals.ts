/**
 * apim GET /subscriptions/pendingApprovals (spec 2 sections 2.2, 4, 6): requests for the APIs the current team
 * provides; for an internal team's admin-mapped members only.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PENDING_APPROVALS_PATH, type PendingApprovalPage } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { subscriptionKeys } from './keys';

export const getPendingApprovals = (teamId: string, page: number, pageSize: number, searchText: string) =>
  apiClient('apim').get<PendingApprovalPage>(PENDING_APPROVALS_PATH, {
    headers: teamHeader(teamId),
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
