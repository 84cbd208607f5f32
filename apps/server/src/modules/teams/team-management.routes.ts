/**
 * core (prefix /api/core):         POST /teams, DELETE /teams/{team_uuid}
 * profiles (prefix /api/profiles): GET, PUT, DELETE /teams/{team_uuid}; POST /teams/{team_uuid}/relations
 */
import type { FastifyInstance } from 'fastify';
import { TEAM_ERRORS, createTeamBody, createTeamRelationBody, updateTeamBody } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { payload, teamParams } from './team-http.js';
import { createTeamServices } from './teams.service.js';

export async function teamManagementRoutes(app: FastifyInstance) {
  const { management, members } = createTeamServices(app.platform);
  const auth = { preHandler: app.authenticate };
  const { core, profiles } = SERVICE_PREFIX;

  app.post(`${core}/teams`, auth, async (req, reply) => {
    const body = parseWith(createTeamBody, payload(req.body));
    return reply.status(201).send(await management.create(callerOf(req), body));
  });

  for (const prefix of [core, profiles]) {
    app.delete(`${prefix}/teams/:teamId`, auth, async (req, reply) => {
      const { teamId } = parseWith(teamParams, req.params);
      await management.remove(callerOf(req), teamId);
      return reply.status(204).send();
    });
  }

  app.get(`${profiles}/teams/:teamId`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    return management.get(callerOf(req), teamId);
  });

  app.put(`${profiles}/teams/:teamId`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    return management.update(callerOf(req), teamId, parseWith(updateTeamBody, payload(req.body)));
  });

  app.post(`${profiles}/teams/:teamId/relations`, auth, async (req, reply) => {
    const { teamId } = parseWith(teamParams, req.params);
    const body = parseWith(createTeamRelationBody, payload(req.body));
    const caller = callerOf(req);
    if (body.type === 'owned-by') return management.assignToAccount(caller, teamId, body.accountId);
    if (body.userUuid !== caller.id) throw catalogueError(TEAM_ERRORS.joinForbidden);
    return reply.status(201).send(await members.joinSelf(caller.id, teamId));
  });
}
