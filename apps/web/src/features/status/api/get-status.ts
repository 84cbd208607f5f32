/** GET /v2/status.json, no authorization, every 120 s (spec 1 sections 4.7 and 7.1). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATUS_POLL_MS, type StatusResponse } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { statusKeys } from './keys';

export const getStatus = (): Promise<StatusResponse> => api.call('status.statusJson');

export const getStatusQueryOptions = () =>
  queryOptions({
    queryKey: statusKeys.all,
    queryFn: getStatus,
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: STATUS_POLL_MS,
  });

export const useStatus = () => useQuery(getStatusQueryOptions());
