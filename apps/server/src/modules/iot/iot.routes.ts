/**
 * iot (prefix /api/iot), all GET (spec 1 section 7.2; shapes in contracts iot.ts and iot-events.ts):
 *   /v2.1/groups, /2.1/groups/{groupId}, /2.1/legacy/groups/{groupId},
 *   /devices, /devices/search, /rules, /rules/{ruleId} and their /legacy variants, /routes, /routes/{routeId},
 *   /events, /messages, /legacy/events.
 * The IoT manager is read-only: every other verb on /api/iot answers 405.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PLATFORM_ERROR_CODES,
  getIotDevicesQuery,
  getIotEventsQuery,
  getIotGroupItemsQuery,
  getIotGroupsQuery,
  getIotMessagesQuery,
  getLegacyIotEventsQuery,
  iotGroupParams,
  iotRouteParams,
  iotRuleParams,
  searchIotDeviceQuery,
} from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { createTeamsService } from '../teams/teams.service.js';
import { createIotEventsService } from './iot-events.service.js';
import { createIotService } from './iot.service.js';

const WRITE_VERBS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export async function iotRoutes(app: FastifyInstance) {
  const { pool, mqtt } = app.platform;
  const service = createIotService({ pool, teams: createTeamsService(pool), brokerEndpoint: mqtt.publicEndpoint });
  const events = createIotEventsService({ pool, teamIdsOf: (id) => service.teamIdsOf(id) });
  const get = (path: string, handler: (req: FastifyRequest, caller: string) => Promise<unknown>) =>
    app.get(`${SERVICE_PREFIX.iot}${path}`, { preHandler: app.authenticate }, (req) => handler(req, callerOf(req).id));

  get('/v2.1/groups', (req, caller) => service.groups(caller, parseWith(getIotGroupsQuery, req.query)));
  get('/2.1/groups/:groupId', (req, caller) => service.group(caller, parseWith(iotGroupParams, req.params).groupId));
  get('/2.1/legacy/groups/:groupId', (req, caller) =>
    service.legacyGroup(caller, parseWith(iotGroupParams, req.params).groupId),
  );

  for (const legacy of [false, true]) {
    const at = legacy ? '/legacy' : '';
    get(`${at}/devices`, (req, caller) => service.devices(caller, parseWith(getIotDevicesQuery, req.query), legacy));
    get(`${at}/devices/search`, (req, caller) =>
      service.searchDevice(caller, parseWith(searchIotDeviceQuery, req.query), legacy),
    );
    get(`${at}/rules`, (req, caller) => service.rules(caller, parseWith(getIotGroupItemsQuery, req.query), legacy));
    get(`${at}/rules/:ruleId`, (req, caller) =>
      service.rule(caller, parseWith(iotRuleParams, req.params).ruleId, legacy),
    );
  }
  get('/routes', (req, caller) => service.routes(caller, parseWith(getIotGroupItemsQuery, req.query)));
  get('/routes/:routeId', (req, caller) => service.route(caller, parseWith(iotRouteParams, req.params).routeId));

  get('/events', (req, caller) => events.events(caller, parseWith(getIotEventsQuery, req.query)));
  get('/messages', (req, caller) => events.messages(caller, parseWith(getIotMessagesQuery, req.query)));
  get('/legacy/events', (req, caller) => events.legacyEvents(caller, parseWith(getLegacyIotEventsQuery, req.query)));

  for (const url of [SERVICE_PREFIX.iot, `${SERVICE_PREFIX.iot}/*`]) {
    app.route({
      method: [...WRITE_VERBS],
      url,
      handler: async (_req, reply) =>
        reply
          .status(405)
          .header('allow', 'GET, HEAD')
          .send({ code: PLATFORM_ERROR_CODES.methodNotAllowed, message: 'The IoT manager is read-only.' }),
    });
  }
}
