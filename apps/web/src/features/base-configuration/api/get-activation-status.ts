/** core GET /accounts-v2/{accountId}/initializationStatuses/{activationStatusId} (spec 1 section 7.3). */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { baseConfigurationKeys } from './keys';

export const getActivationStatus = (accountId: string, activationId: string) =>
  api.call('accounts.initializationStatus', { params: { accountId, activationId } });

export const getActivationStatusQueryOptions = (accountId: string, activationId: string) =>
  queryOptions({
    queryKey: baseConfigurationKeys.activation(accountId, activationId),
    queryFn: () => getActivationStatus(accountId, activationId),
    staleTime: 0,
  });
