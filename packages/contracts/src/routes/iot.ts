/**
 * apps/server/src/modules/iot: the read-only IoT manager. Every write verb on the prefix answers 405 (the
 * readOnly* routes), so they are routes of the table too.
 */
import {
  getIotDevicesQuery,
  getIotGroupItemsQuery,
  getIotGroupsQuery,
  iotDevicePageSchema,
  iotDeviceSchema,
  iotGroupListSchema,
  iotGroupParams,
  iotGroupSchema,
  iotRoutePageSchema,
  iotRouteParams,
  iotRouteSchema,
  iotRulePageSchema,
  iotRuleParams,
  iotRuleSchema,
  legacyIotDevicePageSchema,
  legacyIotDeviceSchema,
  legacyIotGroupSchema,
  legacyIotRulePageSchema,
  legacyIotRuleSchema,
  searchIotDeviceQuery,
} from '../iot.js';
import {
  getIotEventsQuery,
  getIotMessagesQuery,
  getLegacyIotEventsQuery,
  iotEventPageSchema,
  iotMessagePageSchema,
  legacyIotEventPageSchema,
} from '../iot-events.js';
import { moduleRoutes } from './types.js';

/** The read-only IoT prefix refuses every write verb to everyone, signed in or not (405, Allow: GET, HEAD). */
const readOnlyFlags = { auth: 'none', errors: [405] } as const;
/** Another team's group, device, rule or route is not found, as an unknown one. */
const one = { errors: [404] } as const;
/** readOnlyRootPost: POST /api/iot, readOnlyAnyPost: POST /api/iot/*, ... (named one by one so the names stay typed). */
const readOnly = {
  readOnlyRootPost: { method: 'POST', path: '', ...readOnlyFlags },
  readOnlyAnyPost: { method: 'POST', path: '/*', ...readOnlyFlags },
  readOnlyRootPut: { method: 'PUT', path: '', ...readOnlyFlags },
  readOnlyAnyPut: { method: 'PUT', path: '/*', ...readOnlyFlags },
  readOnlyRootPatch: { method: 'PATCH', path: '', ...readOnlyFlags },
  readOnlyAnyPatch: { method: 'PATCH', path: '/*', ...readOnlyFlags },
  readOnlyRootDelete: { method: 'DELETE', path: '', ...readOnlyFlags },
  readOnlyAnyDelete: { method: 'DELETE', path: '/*', ...readOnlyFlags },
  readOnlyRootOptions: { method: 'OPTIONS', path: '', ...readOnlyFlags },
  readOnlyAnyOptions: { method: 'OPTIONS', path: '/*', ...readOnlyFlags },
} as const;

export const IOT_HTTP_ROUTES = moduleRoutes('iot', '/api/iot', {
  groups: {
    method: 'GET',
    path: '/v2.1/groups',
    query: getIotGroupsQuery,
    ...one,
    responses: { 200: iotGroupListSchema },
  },
  group: {
    method: 'GET',
    path: '/2.1/groups/:groupId',
    params: iotGroupParams,
    ...one,
    responses: { 200: iotGroupSchema },
  },
  legacyGroup: {
    method: 'GET',
    path: '/2.1/legacy/groups/:groupId',
    params: iotGroupParams,
    ...one,
    responses: { 200: legacyIotGroupSchema },
  },
  devices: {
    method: 'GET',
    path: '/devices',
    query: getIotDevicesQuery,
    ...one,
    responses: { 200: iotDevicePageSchema },
  },
  deviceSearch: {
    method: 'GET',
    path: '/devices/search',
    query: searchIotDeviceQuery,
    ...one,
    responses: { 200: iotDeviceSchema },
  },
  rules: { method: 'GET', path: '/rules', query: getIotGroupItemsQuery, ...one, responses: { 200: iotRulePageSchema } },
  rule: { method: 'GET', path: '/rules/:ruleId', params: iotRuleParams, ...one, responses: { 200: iotRuleSchema } },
  legacyDevices: {
    method: 'GET',
    path: '/legacy/devices',
    query: getIotDevicesQuery,
    ...one,
    responses: { 200: legacyIotDevicePageSchema },
  },
  legacyDeviceSearch: {
    method: 'GET',
    path: '/legacy/devices/search',
    query: searchIotDeviceQuery,
    ...one,
    responses: { 200: legacyIotDeviceSchema },
  },
  legacyRules: {
    method: 'GET',
    path: '/legacy/rules',
    query: getIotGroupItemsQuery,
    ...one,
    responses: { 200: legacyIotRulePageSchema },
  },
  legacyRule: {
    method: 'GET',
    path: '/legacy/rules/:ruleId',
    params: iotRuleParams,
    ...one,
    responses: { 200: legacyIotRuleSchema },
  },
  routes: {
    method: 'GET',
    path: '/routes',
    query: getIotGroupItemsQuery,
    ...one,
    responses: { 200: iotRoutePageSchema },
  },
  route: {
    method: 'GET',
    path: '/routes/:routeId',
    params: iotRouteParams,
    ...one,
    responses: { 200: iotRouteSchema },
  },
  events: { method: 'GET', path: '/events', query: getIotEventsQuery, ...one, responses: { 200: iotEventPageSchema } },
  messages: {
    method: 'GET',
    path: '/messages',
    query: getIotMessagesQuery,
    ...one,
    responses: { 200: iotMessagePageSchema },
  },
  legacyEvents: {
    method: 'GET',
    path: '/legacy/events',
    query: getLegacyIotEventsQuery,
    ...one,
    responses: { 200: legacyIotEventPageSchema },
  },
  ...readOnly,
});
