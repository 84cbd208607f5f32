/** core GET /accounts-v2/{accountId}/initializationStatuses/{activationStatusId} (spec 1 section 7.3). */
import { queryOptions } from '@tanstack/react-query';
import type { AccountActivation } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { baseConfigurationKeys } from './keys';

export const getActivationStatus = (accountId: string, activationId: string) =>
  apiClient('core').get<AccountActivation>(
    `/accounts-v2/${encodeURIComponent(accountId)}/initializationStatuses/${encodeURIComponent(activationId)}`,
  );

export const getActivationStatusQueryOptions = (accountId: string, activationId: string) =>
  queryOptions({
    queryKey: baseConfigurationKeys.activation(accountId, activationId),
    queryFn: () => getActivationStatus(accountId, activationId),
    staleTime: 0,
  });
