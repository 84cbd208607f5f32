/**
 * Changing and ending relations (spec 3 sections 3 and 4): role updates (PUT /relations/{relation_uuid}) and
 * removeMember. A relation is a membership (COMMITTED) or an open invitation (INVITED); both are addressed by
 * relation id. A team always keeps at least one administrator.
 */
import {
  INVITATION_STATUS,
  RELATION_STATUS,
  TEAM_ERRORS,
  isTeamAdmin,
  teamRoleTitle,
  type RemovedMember,
  type TeamMember,
  type removeMemberBody,
  type updateRelationBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../identity/authenticate.js';
import { revokeUserSessions } from '../../identity/user-sessions.repository.js';
import { withTransaction, type Queryable } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { TeamAccessService } from './team-access.service.js';
import * as invitations from './team-invitations.repository.js';
import * as members from './team-members.repository.js';
import { isExpired, memberOf, pendingOf } from './team-members.mapper.js';

type RemoveMember = z.output<typeof removeMemberBody>;
type UpdateRelation = z.output<typeof updateRelationBody>;

/** Refuses a change that would leave the team without an administrator (call inside the team lock). */
async function keepAnAdmin(q: Queryable, teamId: string, leaving: members.MemberRow) {
  if (!isTeamAdmin(leaving.role)) return;
  const others = (await members.listMembers(q, teamId)).filter((m) => m.userId !== leaving.userId);
  if (!others.some((m) => isTeamAdmin(m.role))) throw catalogueError(TEAM_ERRORS.lastAdmin);
}

export function createTeamRelations(platform: Platform, access: TeamAccessService) {
  const { pool } = platform;

  async function findOpenInvitation(teamId: string, uuid: string | undefined, email: string | undefined) {
    if (uuid) {
      const row = await invitations.findInvitation(pool, uuid);
      return row && row.teamId === teamId && row.status === INVITATION_STATUS.invited && !isExpired(row)
        ? row
        : undefined;
    }
    return email ? (await invitations.listOpenForTeam(pool, teamId, email))[0] : undefined;
  }

  return {
    /** A team admin removes a member or withdraws an invitation; any member may remove themselves. */
    async remove(caller: AuthUser, teamId: string, body: RemoveMember): Promise<RemovedMember> {
      const team = await access.load(teamId, caller.id);
      const byRelation = body.uuid ? await members.findMemberByRelation(pool, body.uuid) : undefined;
      const member = body.uuid
        ? byRelation?.teamId === teamId
          ? byRelation
          : undefined
        : (await members.listMembers(pool, teamId, { email: body.email }))[0];
      const self = member?.userId === caller.id;
      if (!self && !isTeamAdmin(team.teamRole)) throw catalogueError(TEAM_ERRORS.teamAdminRequired);
      if (member) {
        await withTransaction(pool, async (c) => {
          await members.lockTeam(c, teamId);
          await keepAnAdmin(c, teamId, member);
          await members.deleteMember(c, teamId, member.userId);
          // Someone who has left their last team and account is signed out everywhere: their refresh tokens stop.
          if (!(await members.belongsAnywhere(c, member.userId))) await revokeUserSessions(c, member.userId);
        });
        return { relationId: member.relationId, email: member.email, relationStatus: RELATION_STATUS.committed };
      }
      const invitation = await findOpenInvitation(teamId, body.uuid, body.email);
      if (!invitation || !(await invitations.closeInvitation(pool, invitation.id, INVITATION_STATUS.revoked))) {
        throw catalogueError(TEAM_ERRORS.memberNotFound);
      }
      return { relationId: invitation.id, email: invitation.email, relationStatus: RELATION_STATUS.invited };
    },

    /** A team admin changes the role of a member or of an open invitation. */
    async update(caller: AuthUser, relationId: string, body: UpdateRelation): Promise<TeamMember> {
      const { role } = body.attributes;
      const roleDisplayName = body.attributes.roleDisplayName || teamRoleTitle(role);
      const member = await members.findMemberByRelation(pool, relationId);
      if (member) {
        await access.admin(member.teamId, caller.id);
        await withTransaction(pool, async (c) => {
          await members.lockTeam(c, member.teamId);
          if (!isTeamAdmin(role)) await keepAnAdmin(c, member.teamId, member);
          await members.updateMemberRole(c, relationId, role, roleDisplayName);
        });
        return memberOf((await members.findMemberByRelation(pool, relationId))!);
      }
      const invitation = await invitations.findInvitation(pool, relationId);
      if (!invitation || invitation.status !== INVITATION_STATUS.invited || isExpired(invitation)) {
        throw catalogueError(TEAM_ERRORS.memberNotFound);
      }
      await access.admin(invitation.teamId, caller.id);
      await invitations.updateInvitationRole(pool, relationId, role, roleDisplayName);
      return pendingOf((await invitations.findInvitation(pool, relationId))!);
    },
  };
}
export type TeamRelationsService = ReturnType<typeof createTeamRelations>;
