/** Query keys of the IoT manager. Not user-scoped: a change of team refetches them (spec 1 section 4.2). */
import type { EventCriteria } from './get-events';

export const iotKeys = {
  all: ['iot'] as const,
  groups: (teamId: string) => [...iotKeys.all, 'groups', teamId] as const,
  group: (groupId: string, legacy: boolean) => [...iotKeys.all, 'group', legacy, groupId] as const,
  devices: (groupId: string, legacy: boolean) => [...iotKeys.all, 'devices', legacy, groupId] as const,
  device: (groupId: string, serialNumber: string, legacy: boolean) =>
    [...iotKeys.all, 'device', legacy, groupId, serialNumber] as const,
  rules: (groupId: string, legacy: boolean) => [...iotKeys.all, 'rules', legacy, groupId] as const,
  rule: (ruleId: string, legacy: boolean) => [...iotKeys.all, 'rule', legacy, ruleId] as const,
  routes: (groupId: string) => [...iotKeys.all, 'routes', groupId] as const,
  route: (routeId: string) => [...iotKeys.all, 'route', routeId] as const,
  events: (criteria: EventCriteria) => [...iotKeys.all, 'events', criteria] as const,
};
