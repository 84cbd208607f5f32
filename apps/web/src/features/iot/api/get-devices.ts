/** iot GET /devices and /legacy/devices (spec 1 section 7.2): a group's devices, 100 at a time by bookmark. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IOT_PAGE_SIZE, type IotDevice, type LegacyIotDevice } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { nextBookmarkOf, type BookmarkPage } from '../utils/bookmarks';
import { iotKeys } from './keys';

/** A device of any kind: legacy devices add their legacy fields. */
export type AnyIotDevice = IotDevice & Partial<Omit<LegacyIotDevice, keyof IotDevice>>;

export function getDevices(
  groupId: string,
  legacy: boolean,
  nextBookmark?: string,
): Promise<BookmarkPage<AnyIotDevice>> {
  return api.call(legacy ? 'iot.legacyDevices' : 'iot.devices', {
    query: { groupId, pageSize: IOT_PAGE_SIZE, nextBookmark },
  });
}

export const getDevicesQueryOptions = (groupId: string, legacy: boolean) =>
  infiniteQueryOptions({
    queryKey: iotKeys.devices(groupId, legacy),
    queryFn: ({ pageParam }) => getDevices(groupId, legacy, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextBookmarkOf,
  });

export const useDevices = (groupId: string, legacy: boolean) =>
  useInfiniteQuery(getDevicesQueryOptions(groupId, legacy));
