/** apps/server/src/modules/teams: teams, members, invitations and team links (core and profiles services). */
import { getTeamsQuery, filterTeamsBody, filterUserRelationsBody, createTeamBody, updateTeamBody } from '../teams.js';
import {
  addMemberBody,
  createTeamRelationBody,
  filterTeamRelationsBody,
  removeMemberBody,
  updateRelationBody,
} from '../team-members.js';
import { acceptLinkInvitationBody, sendLinkInvitationBody } from '../team-links.js';
import { moduleRoutes } from './types.js';

const links = '/core/teams/:teamId/linkTeamRelations';
const linkInvitations = '/core/teams/:teamId/linkTeamInvitations';

export const TEAMS_HTTP_ROUTES = moduleRoutes('teams', '/api', {
  list: { method: 'GET', path: '/core/teams', query: getTeamsQuery },
  filter: { method: 'POST', path: '/profiles/teams/_filter', body: filterTeamsBody },
  userRelations: { method: 'POST', path: '/profiles/users/:userUuid/relations/_filter', body: filterUserRelationsBody },
  create: { method: 'POST', path: '/core/teams', body: createTeamBody },
  removeCore: { method: 'DELETE', path: '/core/teams/:teamId' },
  remove: { method: 'DELETE', path: '/profiles/teams/:teamId' },
  get: { method: 'GET', path: '/profiles/teams/:teamId' },
  update: { method: 'PUT', path: '/profiles/teams/:teamId', body: updateTeamBody },
  createRelation: { method: 'POST', path: '/profiles/teams/:teamId/relations', body: createTeamRelationBody },
  members: { method: 'GET', path: '/core/teams/:teamId/members' },
  pendingInvitations: { method: 'GET', path: '/core/teams/:teamId/pendingInvitations' },
  addMember: { method: 'POST', path: '/core/teams/:teamId/addMember', body: addMemberBody },
  removeMember: { method: 'POST', path: '/core/teams/:teamId/removeMember', body: removeMemberBody },
  filterRelations: { method: 'POST', path: '/profiles/teams/:teamId/relations/_filter', body: filterTeamRelationsBody },
  updateRelation: { method: 'PUT', path: '/profiles/relations/:relationId', body: updateRelationBody },
  myInvites: { method: 'GET', path: '/core/teams/invites' },
  invitation: { method: 'GET', path: '/profiles/invitations/:inviteId' },
  acceptInvitation: { method: 'POST', path: '/profiles/invitations/:inviteId/accept' },
  linkedTeams: { method: 'GET', path: links },
  acceptLink: { method: 'POST', path: links, body: acceptLinkInvitationBody },
  unlink: { method: 'DELETE', path: `${links}/:relationId` },
  linkInvitations: { method: 'GET', path: linkInvitations },
  sendLinkInvitation: { method: 'POST', path: linkInvitations, body: sendLinkInvitationBody },
  linkInvitation: { method: 'GET', path: `${linkInvitations}/:teamLinkId` },
  deleteLinkInvitation: { method: 'DELETE', path: `${linkInvitations}/:teamLinkId` },
});
