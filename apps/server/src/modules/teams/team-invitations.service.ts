/**
 * Invitations by e-mail (spec 3 sections 3 and 4): a team admin invites, the invitee accepts at
 * /invite/teams/{inviteId} and becomes a COMMITTED member; the relation keeps the invitation's id.
 */
import {
  INVITATION_STATUS,
  INVITATION_TTL_MS,
  TEAM_ERRORS,
  isIndividualTeamType,
  isTeamAdmin,
  teamRoleTitle,
  type Invitation,
  type TeamMember,
  type addMemberBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../identity/authenticate.js';
import { findUserById } from '../../identity/users.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { TeamAccess, TeamAccessService } from './team-access.service.js';
import * as repo from './team-invitations.repository.js';
import { insertMember, listMembers } from './team-members.repository.js';
import { invitationOf, isExpired, memberOf, pendingOf } from './team-members.mapper.js';
import { invitationMail } from './team-mails.js';

type AddMember = z.output<typeof addMemberBody>;
const email = (caller: AuthUser) => caller.email.toLowerCase();

export function createTeamInvitations(platform: Platform, access: TeamAccessService) {
  const { pool, db, mail } = platform;

  async function open(inviteId: string) {
    const row = await repo.findInvitation(pool, inviteId);
    if (!row) throw catalogueError(TEAM_ERRORS.invitationNotFound);
    return row;
  }

  return {
    /** Invites an address to a team the caller administers; inviting again replaces the pending invitation. */
    async invite(caller: AuthUser, team: TeamAccess, body: AddMember): Promise<TeamMember> {
      if (isIndividualTeamType(team.type)) throw catalogueError(TEAM_ERRORS.personalTeam);
      if ((await listMembers(pool, team.id, { email: body.email })).length > 0) {
        throw catalogueError(TEAM_ERRORS.relationExists);
      }
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      const roleDisplayName = body.roleDisplayName || teamRoleTitle(body.role);
      const id = await withTransaction(pool, async (c) => {
        await repo.closeInvitationsOf(c, team.id, body.email);
        return repo.insertInvitation(c, {
          teamId: team.id,
          email: body.email,
          role: body.role,
          roleDisplayName,
          invitedBy: caller.id,
          expiresAt,
        });
      });
      const inviter = await findUserById(db, caller.id);
      const inviterName = [inviter?.givenName, inviter?.familyName].filter(Boolean).join(' ') || caller.email;
      await mail.send(
        invitationMail({
          publicUrl: platform.config.PUBLIC_URL,
          inviteId: id,
          to: body.email,
          teamName: team.name,
          accountName: team.accountName,
          inviterName,
          inviterEmail: caller.email,
          roleDisplayName,
          expiresAt,
        }),
      );
      return pendingOf((await repo.findInvitation(pool, id))!);
    },

    /** The invitee, or an administrator of the team, reads an invitation. */
    async lookup(caller: AuthUser, inviteId: string): Promise<Invitation> {
      const row = await open(inviteId);
      if (row.email !== email(caller)) {
        const team = await access.load(row.teamId, caller.id).catch(() => undefined);
        if (!team || !isTeamAdmin(team.teamRole)) throw catalogueError(TEAM_ERRORS.invitationOtherEmail);
      }
      return invitationOf(row);
    },

    /** The invitee accepts: INVITED -> COMMITTED. Accepting again answers the membership (idempotent). */
    async accept(caller: AuthUser, inviteId: string): Promise<TeamMember> {
      const row = await open(inviteId);
      if (row.email !== email(caller)) throw catalogueError(TEAM_ERRORS.invitationOtherEmail);
      const membership = async () => (await listMembers(pool, row.teamId, { userId: caller.id }))[0];
      if (row.status === INVITATION_STATUS.committed) {
        const member = await membership();
        if (member) return memberOf(member);
        throw catalogueError(TEAM_ERRORS.invitationClosed);
      }
      if (isExpired(row)) {
        await repo.closeInvitation(pool, row.id, INVITATION_STATUS.expired);
        throw catalogueError(TEAM_ERRORS.invitationExpired);
      }
      if (row.status !== INVITATION_STATUS.invited) throw catalogueError(TEAM_ERRORS.invitationClosed);
      await withTransaction(pool, async (c) => {
        if (!(await repo.closeInvitation(c, row.id, INVITATION_STATUS.committed))) {
          throw catalogueError(TEAM_ERRORS.invitationClosed);
        }
        // Someone already a member keeps their membership and role.
        await insertMember(c, {
          teamId: row.teamId,
          userId: caller.id,
          role: row.role,
          roleDisplayName: row.roleDisplayName,
          relationId: row.id,
        });
      });
      return memberOf((await membership())!);
    },

    /** core GET /teams/invites: the caller's open invitations. */
    async mine(caller: AuthUser): Promise<Invitation[]> {
      return (await repo.listOpenForEmail(pool, email(caller))).map(invitationOf);
    },
  };
}
export type TeamInvitationsService = ReturnType<typeof createTeamInvitations>;
