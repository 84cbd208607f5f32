/** core POST /accounts/{account_id}/enable (spec 1 section 7.3): enables the account, starting its activation. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';

export const enableAccount = (accountId: string) => api.call('accounts.enable', { params: { accountId } });

export const useEnableAccount = () => useMutation({ mutationFn: enableAccount });
