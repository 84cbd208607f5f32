/** GET /api/core/accounts (spec 1 section 7.3): the accounts the user relates to, with the user's role on each. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@dc/contracts';
import { api } from '../api-call';
import { useCurrentUser } from '../auth/get-current-user';
import { accountKeys } from './keys';

export async function getAccounts(): Promise<Account[]> {
  return (await api.call('accounts.list')).items;
}

export const getAccountsQueryOptions = () => queryOptions({ queryKey: accountKeys.list(), queryFn: getAccounts });

export function useAccounts() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...getAccountsQueryOptions(), enabled: !!user });
}
