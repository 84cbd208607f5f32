/** core POST /accounts-v2/{accountId}/initialize (spec 1 section 7.3) -> 202 AccountActivation (RUNNING). */
import { useMutation } from '@tanstack/react-query';
import type { AccountActivation } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const initializeAccount = (accountId: string) =>
  apiClient('core').post<AccountActivation>(`/accounts-v2/${encodeURIComponent(accountId)}/initialize`);

export const useInitializeAccount = () => useMutation({ mutationFn: initializeAccount });
