/** iot GET /2.1/groups/{groupId} and /2.1/legacy/groups/{groupId} (spec 1 section 7.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IotGroup, LegacyIotGroup } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { iotKeys } from './keys';

export type AnyIotGroup = IotGroup | LegacyIotGroup;

export function getGroup(groupId: string, legacy: boolean): Promise<AnyIotGroup> {
  return api.call(legacy ? 'iot.legacyGroup' : 'iot.group', { params: { groupId } });
}

export const getGroupQueryOptions = (groupId: string, legacy: boolean) =>
  queryOptions({ queryKey: iotKeys.group(groupId, legacy), queryFn: () => getGroup(groupId, legacy) });

export const useGroup = (groupId: string, legacy: boolean) => useQuery(getGroupQueryOptions(groupId, legacy));
