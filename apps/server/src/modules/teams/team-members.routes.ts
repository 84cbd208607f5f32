/**
 * core (prefix /api/core):         GET /teams/{teamId}/members, GET /teams/{teamId}/pendingInvitations,
 *                                  POST /teams/{teamId}/addMember, POST /teams/{teamId}/removeMember
 * profiles (prefix /api/profiles): POST /teams/{teamId}/relations/_filter, PUT /relations/{relation_uuid}
 */
import type { FastifyInstance } from 'fastify';
import { addMemberBody, filterTeamRelationsBody, removeMemberBody, updateRelationBody } from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { payload, relationParams, teamParams } from './team-http.js';
import { createTeamServices } from './teams.service.js';

export async function teamMembersRoutes(app: FastifyInstance) {
  const { members, relations } = createTeamServices(app.platform);
  const auth = { preHandler: app.authenticate };
  const { core, profiles } = SERVICE_PREFIX;

  app.get(`${core}/teams/:teamId/members`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    return { items: await members.members(callerOf(req), teamId) };
  });

  app.get(`${core}/teams/:teamId/pendingInvitations`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    return { items: await members.pending(callerOf(req), teamId) };
  });

  app.post(`${core}/teams/:teamId/addMember`, auth, async (req, reply) => {
    const { teamId } = parseWith(teamParams, req.params);
    const body = parseWith(addMemberBody, payload(req.body));
    return reply.status(201).send(await members.add(callerOf(req), teamId, body));
  });

  app.post(`${core}/teams/:teamId/removeMember`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    return relations.remove(callerOf(req), teamId, parseWith(removeMemberBody, payload(req.body)));
  });

  app.post(`${profiles}/teams/:teamId/relations/_filter`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    const { filter } = parseWith(filterTeamRelationsBody, req.body);
    return { items: await members.relations(callerOf(req), teamId, filter) };
  });

  app.put(`${profiles}/relations/:relationId`, auth, async (req) => {
    const { relationId } = parseWith(relationParams, req.params);
    return relations.update(callerOf(req), relationId, parseWith(updateRelationBody, payload(req.body)));
  });
}
