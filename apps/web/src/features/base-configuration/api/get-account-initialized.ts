/** core GET /accounts-v2/{accountId}/initialized (spec 1 section 7.3). */
import { queryOptions } from '@tanstack/react-query';
import type { AccountInitialized } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { baseConfigurationKeys } from './keys';

export const getAccountInitialized = (accountId: string) =>
  apiClient('core').get<AccountInitialized>(`/accounts-v2/${encodeURIComponent(accountId)}/initialized`);

export const getAccountInitializedQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: baseConfigurationKeys.initialized(accountId),
    queryFn: () => getAccountInitialized(accountId),
    staleTime: 0,
  });
