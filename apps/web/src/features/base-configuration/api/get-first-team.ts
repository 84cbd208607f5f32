/**
 * The account's first team: profiles POST /accounts/{accountId}/relations/_filter (spec 1 section 7.4) with
 * sortBy createdTimeStamp, order ASC and the owned, non-deleted relations filter; the first item.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AccountTeam, FilterAccountRelationsBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { baseConfigurationKeys } from './keys';

const FIRST_TEAM_BODY: FilterAccountRelationsBody = {
  sortBy: 'createdTimeStamp',
  order: 'ASC',
  filter: { relation: 'owns', deleted: false },
};

export async function getFirstTeam(accountId: string): Promise<AccountTeam | undefined> {
  const res = await api.call('accounts.teams', { params: { accountId }, body: FIRST_TEAM_BODY });
  return res.items[0];
}

export const getFirstTeamQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: baseConfigurationKeys.firstTeam(accountId),
    queryFn: () => getFirstTeam(accountId),
    staleTime: 0,
  });
