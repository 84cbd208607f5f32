/**
 * core (prefix /api/core) and profiles (prefix /api/profiles), spec 1 section 3 and spec 3: teams, their members,
 * invitations and linked teams, as HTTP_ROUTES.teams lists them (shapes, errors and answers in contracts teams.ts,
 * team-members.ts and team-links.ts). The team is named in the path; the services check the caller's access to it
 * (404 for a team the caller has no relation to, see team-access.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES, TEAM_ERRORS } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { catalogueError } from '../../platform/errors.js';
import { requirePayload } from './team-http.js';

/** Routes whose body may not be empty (1027), as before the registrar. */
const PAYLOAD_ROUTES = [
  'create',
  'update',
  'createRelation',
  'addMember',
  'removeMember',
  'updateRelation',
  'acceptLink',
  'sendLinkInvitation',
];

export async function teamsRoutes(app: FastifyInstance) {
  const { teams, management, members, relations, invitations, links } = app.teams;
  const routeOptions = Object.fromEntries(PAYLOAD_ROUTES.map((name) => [name, { preValidation: requirePayload }]));

  registerRoutes(
    app,
    HTTP_ROUTES.teams,
    {
      list: async ({ caller, query }) => ({ items: await teams.listForUser(caller.id, query.uuid) }),
      filter: async ({ caller, body }) => ({ data: await teams.filter(caller.id, body) }),
      userRelations: async ({ caller, params, body }) => ({
        items: await teams.userRelations(caller.id, params.userUuid, body),
      }),
      create: ({ caller, body }) => management.create(caller, body),
      removeCore: ({ caller, params }) => management.remove(caller, params.teamId),
      remove: ({ caller, params }) => management.remove(caller, params.teamId),
      get: ({ caller, params }) => management.get(caller, params.teamId),
      update: ({ caller, params, body }) => management.update(caller, params.teamId, body),
      createRelation: async ({ caller, params, body, reply }) => {
        if (body.type === 'owned-by') return management.assignToAccount(caller, params.teamId, body.accountId);
        if (body.userUuid !== caller.id) throw catalogueError(TEAM_ERRORS.joinForbidden);
        reply.status(201);
        return members.joinSelf(caller.id, params.teamId);
      },
      members: async ({ caller, params }) => ({ items: await members.members(caller, params.teamId) }),
      pendingInvitations: async ({ caller, params }) => ({ items: await members.pending(caller, params.teamId) }),
      addMember: ({ caller, params, body }) => members.add(caller, params.teamId, body),
      removeMember: ({ caller, params, body }) => relations.remove(caller, params.teamId, body),
      filterRelations: async ({ caller, params, body }) => ({
        items: await members.relations(caller, params.teamId, body.filter),
      }),
      updateRelation: ({ caller, params, body }) => relations.update(caller, params.relationId, body),
      myInvites: async ({ caller }) => ({ items: await invitations.mine(caller) }),
      invitation: ({ caller, params }) => invitations.lookup(caller, params.inviteId),
      acceptInvitation: ({ caller, params }) => invitations.accept(caller, params.inviteId),
      linkedTeams: async ({ caller, params }) => ({ items: await links.linked(caller, params.teamId) }),
      acceptLink: ({ caller, params, body }) => links.accept(caller, params.teamId, body),
      unlink: ({ caller, params }) => links.unlink(caller, params.teamId, params.relationId),
      linkInvitations: async ({ caller, params }) => ({ items: await links.pending(caller, params.teamId) }),
      sendLinkInvitation: ({ caller, params, body }) => links.send(caller, params.teamId, body),
      linkInvitation: ({ caller, params }) => links.request(caller, params.teamId, params.teamLinkId),
      deleteLinkInvitation: ({ caller, params }) => links.deleteRequest(caller, params.teamId, params.teamLinkId),
    },
    { routeOptions },
  );
}
