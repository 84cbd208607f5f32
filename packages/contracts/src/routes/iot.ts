/**
 * apps/server/src/modules/iot: the read-only IoT manager. Every write verb on the prefix answers 405 (the
 * readOnly* routes), so they are routes of the table too.
 */
import {
  getIotDevicesQuery,
  getIotGroupItemsQuery,
  getIotGroupsQuery,
  iotGroupParams,
  iotRouteParams,
  iotRuleParams,
  searchIotDeviceQuery,
} from '../iot.js';
import { getIotEventsQuery, getIotMessagesQuery, getLegacyIotEventsQuery } from '../iot-events.js';
import { moduleRoutes, type HttpMethod, type RouteDef } from './types.js';

/** The read-only IoT prefix refuses every write verb to everyone, signed in or not (405). */
const readOnlyFlags = { auth: 'none', errors: [405] } as const;
const READ_ONLY_VERBS: HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** readOnlyRootPost: POST /api/iot, readOnlyAnyPost: POST /api/iot/*, ... */
const readOnly: Record<string, RouteDef> = Object.fromEntries(
  READ_ONLY_VERBS.flatMap((method) => {
    const verb = method[0] + method.slice(1).toLowerCase();
    return [
      [`readOnlyRoot${verb}`, { method, path: '', ...readOnlyFlags }],
      [`readOnlyAny${verb}`, { method, path: '/*', ...readOnlyFlags }],
    ];
  }),
);

export const IOT_HTTP_ROUTES = moduleRoutes('iot', '/api/iot', {
  groups: { method: 'GET', path: '/v2.1/groups', query: getIotGroupsQuery },
  group: { method: 'GET', path: '/2.1/groups/:groupId', params: iotGroupParams },
  legacyGroup: { method: 'GET', path: '/2.1/legacy/groups/:groupId', params: iotGroupParams },
  devices: { method: 'GET', path: '/devices', query: getIotDevicesQuery },
  deviceSearch: { method: 'GET', path: '/devices/search', query: searchIotDeviceQuery },
  rules: { method: 'GET', path: '/rules', query: getIotGroupItemsQuery },
  rule: { method: 'GET', path: '/rules/:ruleId', params: iotRuleParams },
  legacyDevices: { method: 'GET', path: '/legacy/devices', query: getIotDevicesQuery },
  legacyDeviceSearch: { method: 'GET', path: '/legacy/devices/search', query: searchIotDeviceQuery },
  legacyRules: { method: 'GET', path: '/legacy/rules', query: getIotGroupItemsQuery },
  legacyRule: { method: 'GET', path: '/legacy/rules/:ruleId', params: iotRuleParams },
  routes: { method: 'GET', path: '/routes', query: getIotGroupItemsQuery },
  route: { method: 'GET', path: '/routes/:routeId', params: iotRouteParams },
  events: { method: 'GET', path: '/events', query: getIotEventsQuery },
  messages: { method: 'GET', path: '/messages', query: getIotMessagesQuery },
  legacyEvents: { method: 'GET', path: '/legacy/events', query: getLegacyIotEventsQuery },
  ...readOnly,
});
