/** core POST /accounts/{account_id}/enable (spec 1 section 7.3): enables the account, starting its activation. */
import { useMutation } from '@tanstack/react-query';
import type { EnableAccountResult } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';

export const enableAccount = (accountId: string) =>
  apiClient('core').post<EnableAccountResult>(`/accounts/${encodeURIComponent(accountId)}/enable`);

export const useEnableAccount = () => useMutation({ mutationFn: enableAccount });
