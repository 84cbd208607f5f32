/** iot GET /routes (spec 1 section 7.2): the routes of a region-type group, by bookmark. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IOT_PAGE_SIZE, type IotRoute } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { nextBookmarkOf, type BookmarkPage } from '../utils/bookmarks';
import { iotKeys } from './keys';

export function getRoutes(groupId: string, nextBookmark?: string): Promise<BookmarkPage<IotRoute>> {
  return api.call('iot.routes', {
    query: { groupId, pageSize: IOT_PAGE_SIZE, nextBookmark },
  });
}

export const getRoutesQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: iotKeys.routes(groupId),
    queryFn: ({ pageParam }) => getRoutes(groupId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextBookmarkOf,
  });

export const useRoutes = (groupId: string) => useInfiniteQuery(getRoutesQueryOptions(groupId));
