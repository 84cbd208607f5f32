/**
 * profiles POST /accounts/{accountId}/relations/_filter (spec 1 section 7.4): the account's owned, non-deleted
 * teams, oldest first (sortBy createdTimeStamp, order ASC).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountTeam, FilterAccountRelationsBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { accountKeys } from './keys';

export const ACCOUNT_TEAMS_BODY: FilterAccountRelationsBody = {
  sortBy: 'createdTimeStamp',
  order: 'ASC',
  filter: { relation: 'owns', deleted: false },
};

export async function getAccountTeams(accountId: string): Promise<AccountTeam[]> {
  const res = await api.call('accounts.teams', { params: { accountId }, body: ACCOUNT_TEAMS_BODY });
  return res.items.map((t) => ({ ...t, role: t.role ? t.role.toLowerCase() : null }));
}

export const getAccountTeamsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: accountKeys.teams(accountId), queryFn: () => getAccountTeams(accountId) });

export const useAccountTeams = (accountId: string) => useQuery(getAccountTeamsQueryOptions(accountId));
