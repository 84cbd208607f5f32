/**
 * core (prefix /api/core):         GET /teams/invites (the caller's open invitations)
 * profiles (prefix /api/profiles): GET /invitations/{inviteId}, POST /invitations/{inviteId}/accept
 */
import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIX, callerOf, parseWith } from '../../platform/http.js';
import { inviteParams } from './team-http.js';
import { createTeamServices } from './teams.service.js';

export async function teamInvitationsRoutes(app: FastifyInstance) {
  const { invitations } = createTeamServices(app.platform);
  const auth = { preHandler: app.authenticate };
  const { core, profiles } = SERVICE_PREFIX;

  app.get(`${core}/teams/invites`, auth, async (req) => ({ items: await invitations.mine(callerOf(req)) }));

  app.get(`${profiles}/invitations/:inviteId`, auth, async (req) => {
    const { inviteId } = parseWith(inviteParams, req.params);
    return invitations.lookup(callerOf(req), inviteId);
  });

  app.post(`${profiles}/invitations/:inviteId/accept`, auth, async (req) => {
    const { inviteId } = parseWith(inviteParams, req.params);
    return invitations.accept(callerOf(req), inviteId);
  });
}
