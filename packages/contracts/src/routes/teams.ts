/** apps/server/src/modules/teams: teams, members, invitations and team links (core and profiles services). */
import { z } from 'zod';
import { accountTeamSchema } from '../accounts.js';
import {
  createTeamBody,
  filterTeamsBody,
  filterUserRelationsBody,
  getTeamsQuery,
  teamDataSchema,
  teamListSchema,
  teamRelationListSchema,
  updateTeamBody,
} from '../teams.js';
import {
  addMemberBody,
  createTeamRelationBody,
  filterTeamRelationsBody,
  invitationListSchema,
  invitationSchema,
  removeMemberBody,
  removedMemberSchema,
  teamMemberListSchema,
  teamMemberSchema,
  updateRelationBody,
} from '../team-members.js';
import {
  acceptLinkInvitationBody,
  linkedTeamListSchema,
  linkedTeamSchema,
  linkInviteSchema,
  pendingLinkInvitationListSchema,
  pendingLinkInvitationSchema,
  sendLinkInvitationBody,
} from '../team-links.js';
import { moduleRoutes } from './types.js';

const teamParams = z.object({ teamId: z.string().uuid() });
const userParams = z.object({ userUuid: z.string().uuid() });
const relationParams = z.object({ relationId: z.string().uuid() });
const inviteParams = z.object({ inviteId: z.string().uuid() });
const linkRelationParams = teamParams.extend({ relationId: z.string().uuid() });
const linkInvitationParams = teamParams.extend({ teamLinkId: z.string().uuid() });

const links = '/core/teams/:teamId/linkTeamRelations';
const linkInvitations = '/core/teams/:teamId/linkTeamInvitations';
/** A team named in the path: 404 when the caller has no relation to it (not disclosed), 403 without the role. */
const team = { params: teamParams, errors: [404] } as const;
const noContent = { 204: null } as const;

export const TEAMS_HTTP_ROUTES = moduleRoutes('teams', '/api', {
  list: { method: 'GET', path: '/core/teams', query: getTeamsQuery, responses: { 200: teamListSchema } },
  filter: {
    method: 'POST',
    path: '/profiles/teams/_filter',
    body: filterTeamsBody,
    responses: { 200: teamDataSchema },
  },
  userRelations: {
    method: 'POST',
    path: '/profiles/users/:userUuid/relations/_filter',
    params: userParams,
    body: filterUserRelationsBody,
    responses: { 200: teamRelationListSchema },
  },
  create: {
    method: 'POST',
    path: '/core/teams',
    body: createTeamBody,
    errors: [404, 409],
    responses: { 201: accountTeamSchema },
  },
  removeCore: { method: 'DELETE', path: '/core/teams/:teamId', ...team, errors: [404, 409], responses: noContent },
  remove: { method: 'DELETE', path: '/profiles/teams/:teamId', ...team, errors: [404, 409], responses: noContent },
  get: { method: 'GET', path: '/profiles/teams/:teamId', ...team, responses: { 200: accountTeamSchema } },
  update: {
    method: 'PUT',
    path: '/profiles/teams/:teamId',
    ...team,
    body: updateTeamBody,
    errors: [404, 409],
    responses: { 200: accountTeamSchema },
  },
  /** member-of (joining oneself) answers 201 with the membership; owned-by answers 200 with the team. */
  createRelation: {
    method: 'POST',
    path: '/profiles/teams/:teamId/relations',
    ...team,
    body: createTeamRelationBody,
    errors: [404, 409],
    responses: { 200: accountTeamSchema, 201: teamMemberSchema },
  },
  members: { method: 'GET', path: '/core/teams/:teamId/members', ...team, responses: { 200: teamMemberListSchema } },
  pendingInvitations: {
    method: 'GET',
    path: '/core/teams/:teamId/pendingInvitations',
    ...team,
    responses: { 200: teamMemberListSchema },
  },
  addMember: {
    method: 'POST',
    path: '/core/teams/:teamId/addMember',
    ...team,
    body: addMemberBody,
    errors: [404, 409],
    responses: { 201: teamMemberSchema },
  },
  removeMember: {
    method: 'POST',
    path: '/core/teams/:teamId/removeMember',
    ...team,
    body: removeMemberBody,
    errors: [404, 409],
    responses: { 200: removedMemberSchema },
  },
  filterRelations: {
    method: 'POST',
    path: '/profiles/teams/:teamId/relations/_filter',
    ...team,
    body: filterTeamRelationsBody,
    responses: { 200: teamMemberListSchema },
  },
  updateRelation: {
    method: 'PUT',
    path: '/profiles/relations/:relationId',
    params: relationParams,
    body: updateRelationBody,
    errors: [404, 409],
    responses: { 200: teamMemberSchema },
  },
  myInvites: { method: 'GET', path: '/core/teams/invites', responses: { 200: invitationListSchema } },
  invitation: {
    method: 'GET',
    path: '/profiles/invitations/:inviteId',
    params: inviteParams,
    errors: [404, 410],
    responses: { 200: invitationSchema },
  },
  acceptInvitation: {
    method: 'POST',
    path: '/profiles/invitations/:inviteId/accept',
    params: inviteParams,
    errors: [404, 409, 410],
    responses: { 200: teamMemberSchema },
  },
  linkedTeams: { method: 'GET', path: links, ...team, responses: { 200: linkedTeamListSchema } },
  acceptLink: {
    method: 'POST',
    path: links,
    ...team,
    body: acceptLinkInvitationBody,
    errors: [404, 409, 410],
    responses: { 201: linkedTeamSchema },
  },
  unlink: {
    method: 'DELETE',
    path: `${links}/:relationId`,
    params: linkRelationParams,
    errors: [404],
    responses: noContent,
  },
  linkInvitations: {
    method: 'GET',
    path: linkInvitations,
    ...team,
    responses: { 200: pendingLinkInvitationListSchema },
  },
  sendLinkInvitation: {
    method: 'POST',
    path: linkInvitations,
    ...team,
    body: sendLinkInvitationBody,
    errors: [404, 409],
    responses: { 201: pendingLinkInvitationSchema },
  },
  linkInvitation: {
    method: 'GET',
    path: `${linkInvitations}/:teamLinkId`,
    params: linkInvitationParams,
    errors: [404, 410],
    responses: { 200: linkInviteSchema },
  },
  deleteLinkInvitation: {
    method: 'DELETE',
    path: `${linkInvitations}/:teamLinkId`,
    params: linkInvitationParams,
    errors: [404],
    responses: noContent,
  },
});
