/** core GET /accounts-v2/{accountId}/initialized (spec 1 section 7.3). */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { baseConfigurationKeys } from './keys';

export const getAccountInitialized = (accountId: string) => api.call('accounts.initialized', { params: { accountId } });

export const getAccountInitializedQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: baseConfigurationKeys.initialized(accountId),
    queryFn: () => getAccountInitialized(accountId),
    staleTime: 0,
  });
