/** Links between the IoT pages, with the query parameters of spec 1 section 2.1 (resourceType, region, groupId). */
import type { IotResourceType } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';

export type GroupTab = 'details' | 'devices' | 'rules' | 'routes';

export const groupLink = (g: { id: string; resourceType: IotResourceType; region?: string }, tab?: GroupTab) =>
  href(paths.iotGroup, { groupId: g.id }, { resourceType: g.resourceType, region: g.region, tab });

export const deviceLink = (
  d: { serialNumber: string; groupId: string },
  resourceType: IotResourceType,
  region?: string,
) => href(paths.iotDevice, { serialNumber: d.serialNumber }, { resourceType, groupId: d.groupId, region });

export const ruleLink = (id: string, resourceType: IotResourceType) =>
  href(paths.iotRule, { ruleId: id }, { resourceType });

export const routeLink = (id: string) => href(paths.iotRoute, { routeId: id });
