/** iot GET /rules and /legacy/rules (spec 1 section 7.2): a group's rules, 100 at a time by bookmark. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IOT_PAGE_SIZE, type IotRule, type LegacyIotRule } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { nextBookmarkOf, type BookmarkPage } from '../utils/bookmarks';
import { iotKeys } from './keys';

/** A rule of either kind: legacy rules add actionsEnabled. */
export type AnyIotRule = IotRule & Partial<Pick<LegacyIotRule, 'actionsEnabled'>>;

export function getRules(groupId: string, legacy: boolean, nextBookmark?: string): Promise<BookmarkPage<AnyIotRule>> {
  return api.call(legacy ? 'iot.legacyRules' : 'iot.rules', {
    query: { groupId, pageSize: IOT_PAGE_SIZE, nextBookmark },
  });
}

export const getRulesQueryOptions = (groupId: string, legacy: boolean) =>
  infiniteQueryOptions({
    queryKey: iotKeys.rules(groupId, legacy),
    queryFn: ({ pageParam }) => getRules(groupId, legacy, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextBookmarkOf,
  });

export const useRules = (groupId: string, legacy: boolean) => useInfiniteQuery(getRulesQueryOptions(groupId, legacy));
