/** profiles GET /accounts/{uuid} (spec 1 section 7.4): one account with the user's role on it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { accountKeys } from './keys';

export const getAccount = (accountId: string) => api.call('accounts.get', { params: { uuid: accountId } });

export const getAccountQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: accountKeys.detail(accountId), queryFn: () => getAccount(accountId) });

export const useAccount = (accountId: string) => useQuery(getAccountQueryOptions(accountId));
