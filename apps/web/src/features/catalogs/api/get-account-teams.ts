/**
 * profiles POST /accounts/{accountId}/relations/_filter (spec 1 section 7.4): the teams of the owning team's account,
 * the ones a catalog may be shared with (the server accepts another ENTERPRISE team of the same account only).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_TYPES, type AccountTeam, type FilterAccountRelationsBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { catalogKeys } from './keys';

const BODY: FilterAccountRelationsBody = {
  sortBy: 'name',
  order: 'ASC',
  filter: { relation: 'owns', deleted: false },
};

export async function getAccountTeams(accountId: string): Promise<AccountTeam[]> {
  const res = await api.call('accounts.teams', { params: { accountId }, body: BODY });
  return res.items.filter((t) => t.type === TEAM_TYPES.enterprise);
}

export const getAccountTeamsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: catalogKeys.accountTeams(accountId), queryFn: () => getAccountTeams(accountId) });

export const useAccountTeams = (accountId: string) => useQuery(getAccountTeamsQueryOptions(accountId));
