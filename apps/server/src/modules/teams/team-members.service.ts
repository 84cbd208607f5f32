/**
 * Members and pending invitations of a team (spec 3 sections 3, 4, 7.1, 7.2) and base configuration's self-add
 * (spec 1 section 4.4). Who may do what: team-access.service.ts.
 */
import {
  INITIALIZATION_STATUS,
  RELATION_STATUS,
  ROLES,
  TEAM_ERRORS,
  isAdminLike,
  isIndividualTeamType,
  mapToTeamRole,
  type TeamMember,
  type addMemberBody,
  type filterTeamRelationsBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../identity/authenticate.js';
import { findUserById } from '../../identity/users.repository.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { TeamAccessService } from './team-access.service.js';
import type { TeamInvitationsService } from './team-invitations.service.js';
import { listOpenForTeam } from './team-invitations.repository.js';
import { insertMember, listMembers } from './team-members.repository.js';
import { memberOf, pendingOf } from './team-members.mapper.js';

type AddMember = z.output<typeof addMemberBody>;
type RelationsFilter = z.output<typeof filterTeamRelationsBody>['filter'];

export function createTeamMembers(platform: Platform, access: TeamAccessService, invitations: TeamInvitationsService) {
  const { pool, db } = platform;

  /**
   * Base configuration: the caller joins a team of an account on which they hold a role other than member-only —
   * the account's first team, or any of its teams for account admins. The role follows the account role.
   */
  async function joinSelf(callerId: string, teamId: string): Promise<TeamMember> {
    const team = await access.load(teamId, callerId);
    if (isIndividualTeamType(team.type)) throw catalogueError(TEAM_ERRORS.personalTeam);
    if (team.teamRole !== null) throw catalogueError(TEAM_ERRORS.relationExists);
    const accountRole = team.accountRole?.toLowerCase() ?? null;
    if (!accountRole || accountRole === ROLES.memberOnly || (!team.firstTeam && !isAdminLike(accountRole))) {
      throw catalogueError(TEAM_ERRORS.joinForbidden);
    }
    if (team.accountInitialization !== INITIALIZATION_STATUS.completed) {
      throw catalogueError(TEAM_ERRORS.accountNotInitialized);
    }
    const added = await insertMember(pool, {
      teamId,
      userId: callerId,
      role: mapToTeamRole(accountRole),
      roleDisplayName: null,
    });
    if (!added) throw catalogueError(TEAM_ERRORS.relationExists);
    return memberOf((await listMembers(pool, teamId, { userId: callerId }))[0]);
  }

  return {
    joinSelf,

    /** COMMITTED members. */
    async members(caller: AuthUser, teamId: string): Promise<TeamMember[]> {
      await access.reader(teamId, caller.id);
      return (await listMembers(pool, teamId)).map(memberOf);
    },

    /** INVITED relations that have not expired. */
    async pending(caller: AuthUser, teamId: string): Promise<TeamMember[]> {
      await access.reader(teamId, caller.id);
      return (await listOpenForTeam(pool, teamId)).map(pendingOf);
    },

    /** addMember: the caller's own address is a self-add; any other address is an invitation by a team admin. */
    async add(caller: AuthUser, teamId: string, body: AddMember): Promise<TeamMember> {
      if (body.email === caller.email.toLowerCase()) return joinSelf(caller.id, teamId);
      return invitations.invite(caller, await access.admin(teamId, caller.id), body);
    },

    /**
     * The team's relations narrowed by the filter. Readers of the team see all; anyone may ask about
     * their own relation (the invitation acceptance page polls it before the caller is a member).
     */
    async relations(caller: AuthUser, teamId: string, f: RelationsFilter): Promise<TeamMember[]> {
      const own = f.userUuid === caller.id || (f.email !== undefined && f.email === caller.email.toLowerCase());
      if (!own) await access.reader(teamId, caller.id);
      let email = f.email;
      if (f.userUuid) {
        const user = await findUserById(db, f.userUuid);
        if (!user || (email !== undefined && email !== user.email)) return [];
        email = user.email;
      }
      const wanted = f.relationStatus ?? [RELATION_STATUS.committed, RELATION_STATUS.invited];
      const members = wanted.includes(RELATION_STATUS.committed)
        ? (await listMembers(pool, teamId, { userId: f.userUuid, email })).map(memberOf)
        : [];
      const pending = wanted.includes(RELATION_STATUS.invited)
        ? (await listOpenForTeam(pool, teamId, email)).map(pendingOf)
        : [];
      return [...members, ...pending];
    },
  };
}
export type TeamMembersService = ReturnType<typeof createTeamMembers>;
