/** iot GET /routes/{routeId} (spec 1 section 7.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IotRoute } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { iotKeys } from './keys';

export const getRoute = (routeId: string): Promise<IotRoute> => api.call('iot.route', { params: { routeId } });

export const getRouteQueryOptions = (routeId: string) =>
  queryOptions({ queryKey: iotKeys.route(routeId), queryFn: () => getRoute(routeId) });

export const useRoute = (routeId: string) => useQuery(getRouteQueryOptions(routeId));
