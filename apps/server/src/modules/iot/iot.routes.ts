/**
 * iot (prefix /api/iot), all GET (spec 1 section 7.2; shapes in contracts iot.ts and iot-events.ts; HTTP_ROUTES.iot):
 *   /v2.1/groups, /2.1/groups/{groupId}, /2.1/legacy/groups/{groupId},
 *   /devices, /devices/search, /rules, /rules/{ruleId} and their /legacy variants, /routes, /routes/{routeId},
 *   /events, /messages, /legacy/events.
 * The IoT manager is read-only: every other verb on /api/iot answers 405 (the table's readOnly* routes).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HTTP_ROUTES, PLATFORM_ERROR_CODES } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { createIotEventsService } from './iot-events.service.js';
import { createIotService } from './iot.service.js';

/** Every write verb on the prefix and under it (the table's readOnly* routes) is refused the same way. */
const refuseWrite = ({ reply }: { reply: FastifyReply }) =>
  reply
    .status(405)
    .header('allow', 'GET, HEAD')
    .send({ code: PLATFORM_ERROR_CODES.methodNotAllowed, message: 'The IoT manager is read-only.' });

export async function iotRoutes(app: FastifyInstance) {
  const { pool, mqtt } = app.platform;
  const service = createIotService({ pool, teams: app.teams.teams, brokerEndpoint: mqtt.publicEndpoint });
  const events = createIotEventsService({ pool, teamIdsOf: (id) => service.teamIdsOf(id) });
  registerRoutes(app, HTTP_ROUTES.iot, {
    groups: ({ caller, query }) => service.groups(caller.id, query),
    group: ({ caller, params }) => service.group(caller.id, params.groupId),
    legacyGroup: ({ caller, params }) => service.legacyGroup(caller.id, params.groupId),
    devices: ({ caller, query }) => service.devices(caller.id, query, false),
    deviceSearch: ({ caller, query }) => service.searchDevice(caller.id, query, false),
    rules: ({ caller, query }) => service.rules(caller.id, query, false),
    rule: ({ caller, params }) => service.rule(caller.id, params.ruleId, false),
    legacyDevices: ({ caller, query }) => service.devices(caller.id, query, true),
    legacyDeviceSearch: ({ caller, query }) => service.searchDevice(caller.id, query, true),
    legacyRules: ({ caller, query }) => service.rules(caller.id, query, true),
    legacyRule: ({ caller, params }) => service.rule(caller.id, params.ruleId, true),
    routes: ({ caller, query }) => service.routes(caller.id, query),
    route: ({ caller, params }) => service.route(caller.id, params.routeId),
    events: ({ caller, query }) => events.events(caller.id, query),
    messages: ({ caller, query }) => events.messages(caller.id, query),
    legacyEvents: ({ caller, query }) => events.legacyEvents(caller.id, query),
    readOnlyRootPost: refuseWrite,
    readOnlyAnyPost: refuseWrite,
    readOnlyRootPut: refuseWrite,
    readOnlyAnyPut: refuseWrite,
    readOnlyRootPatch: refuseWrite,
    readOnlyAnyPatch: refuseWrite,
    readOnlyRootDelete: refuseWrite,
    readOnlyAnyDelete: refuseWrite,
    readOnlyRootOptions: refuseWrite,
    readOnlyAnyOptions: refuseWrite,
  });
}
