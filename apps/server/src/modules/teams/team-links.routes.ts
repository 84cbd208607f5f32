/**
 * core (prefix /api/core): GET, POST /teams/{teamId}/linkTeamRelations; DELETE .../linkTeamRelations/{relation_id};
 * GET, POST /teams/{teamId}/linkTeamInvitations; GET, DELETE .../linkTeamInvitations/{team_link_id}
 */
import type { FastifyInstance } from 'fastify';
import { acceptLinkInvitationBody, sendLinkInvitationBody } from '@dc/contracts';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { linkInvitationParams, linkRelationParams, payload, teamParams } from './team-http.js';
import { createTeamServices } from './teams.service.js';

export async function teamLinksRoutes(app: FastifyInstance) {
  const { links } = createTeamServices(app.platform);
  const auth = { preHandler: app.authenticate };
  const base = `${SERVICE_PREFIX.core}/teams/:teamId`;

  app.get(`${base}/linkTeamRelations`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    return { items: await links.linked(callerOf(req), teamId) };
  });

  app.post(`${base}/linkTeamRelations`, auth, async (req, reply) => {
    const { teamId } = parseWith(teamParams, req.params);
    const body = parseWith(acceptLinkInvitationBody, payload(req.body));
    return reply.status(201).send(await links.accept(callerOf(req), teamId, body));
  });

  app.delete(`${base}/linkTeamRelations/:relationId`, auth, async (req, reply) => {
    const { teamId, relationId } = parseWith(linkRelationParams, req.params);
    await links.unlink(callerOf(req), teamId, relationId);
    return reply.status(204).send();
  });

  app.get(`${base}/linkTeamInvitations`, auth, async (req) => {
    const { teamId } = parseWith(teamParams, req.params);
    return { items: await links.pending(callerOf(req), teamId) };
  });

  app.post(`${base}/linkTeamInvitations`, auth, async (req, reply) => {
    const { teamId } = parseWith(teamParams, req.params);
    const body = parseWith(sendLinkInvitationBody, payload(req.body));
    return reply.status(201).send(await links.send(callerOf(req), teamId, body));
  });

  app.get(`${base}/linkTeamInvitations/:teamLinkId`, auth, async (req) => {
    const { teamId, teamLinkId } = parseWith(linkInvitationParams, req.params);
    return links.request(callerOf(req), teamId, teamLinkId);
  });

  app.delete(`${base}/linkTeamInvitations/:teamLinkId`, auth, async (req, reply) => {
    const { teamId, teamLinkId } = parseWith(linkInvitationParams, req.params);
    await links.deleteRequest(callerOf(req), teamId, teamLinkId);
    return reply.status(204).send();
  });
}
