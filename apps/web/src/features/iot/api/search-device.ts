/**
 * iot GET /devices/search and /legacy/devices/search (spec 1 sections 2.9, 5, 7.2): one device by exact serial
 * number in a group. Serves the device list's search and the device detail page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import type { AnyIotDevice } from './get-devices';
import { iotKeys } from './keys';

export function searchDevice(groupId: string, serialNumber: string, legacy: boolean): Promise<AnyIotDevice> {
  return api.call(legacy ? 'iot.legacyDeviceSearch' : 'iot.deviceSearch', {
    query: { groupId, serialNumber },
  });
}

export const searchDeviceQueryOptions = (groupId: string, serialNumber: string, legacy: boolean) =>
  queryOptions({
    queryKey: iotKeys.device(groupId, serialNumber, legacy),
    queryFn: () => searchDevice(groupId, serialNumber, legacy),
  });

export const useDeviceSearch = (groupId: string, serialNumber: string, legacy: boolean, enabled = true) =>
  useQuery({ ...searchDeviceQueryOptions(groupId, serialNumber, legacy), enabled: enabled && !!serialNumber });
