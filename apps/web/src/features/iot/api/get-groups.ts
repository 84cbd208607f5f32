/** iot GET /v2.1/groups (spec 1 section 7.2): the current team's groups, two bookmarked lists, 100 at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IOT_PAGE_SIZE, type IotGroupList } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { nextGroupBookmarks, type GroupBookmarks } from '../utils/bookmarks';
import { iotKeys } from './keys';

export function getGroups(teamId: string, bookmarks: GroupBookmarks): Promise<IotGroupList> {
  return api.call('iot.groups', {
    query: { pageSize: IOT_PAGE_SIZE, teamId, ...bookmarks },
  });
}

export const getGroupsQueryOptions = (teamId: string) =>
  infiniteQueryOptions({
    queryKey: iotKeys.groups(teamId),
    queryFn: ({ pageParam }) => getGroups(teamId, pageParam),
    initialPageParam: {} as GroupBookmarks,
    getNextPageParam: nextGroupBookmarks,
  });

export const useGroups = (teamId: string | undefined) =>
  useInfiniteQuery({ ...getGroupsQueryOptions(teamId ?? ''), enabled: !!teamId });
