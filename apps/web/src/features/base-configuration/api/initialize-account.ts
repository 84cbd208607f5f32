/** core POST /accounts-v2/{accountId}/initialize (spec 1 section 7.3) -> 202 AccountActivation (RUNNING). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export const initializeAccount = (accountId: string) => api.call('accounts.initialize', { params: { accountId } });

export const useInitializeAccount = () => useMutation({ mutationFn: initializeAccount });
