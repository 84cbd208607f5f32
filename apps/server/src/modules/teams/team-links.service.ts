/**
 * Linked teams (spec 3 sections 2.1, 4, 5, 6): a team admin sends a link request by e-mail; the invitee approves
 * it with one of the teams they administer (not the inviter team, not one already linked), or declines it (the
 * request is deleted). Linked teams see each other in linkTeamRelations.
 */
import {
  INVITATION_TTL_MS,
  TEAM_ERRORS,
  isIndividualTeamType,
  type LinkInvite,
  type LinkedTeam,
  type PendingLinkInvitation,
  type acceptLinkInvitationBody,
  type sendLinkInvitationBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../identity/authenticate.js';
import { findUserById } from '../../identity/users.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { TeamAccessService } from './team-access.service.js';
import * as repo from './team-links.repository.js';
import { linkRequestMail } from './team-mails.js';

type SendLink = z.output<typeof sendLinkInvitationBody>;
type AcceptLink = z.output<typeof acceptLinkInvitationBody>;

const linkedTeamOf = (r: repo.LinkRelationRow): LinkedTeam => ({
  uuid: r.id,
  teamId: r.teamId,
  teamName: r.teamName,
  accountName: r.accountName,
  createdAtDateTime: r.createdAt.toISOString(),
});
const pendingOf = (r: repo.LinkInvitationRow): PendingLinkInvitation => ({
  uuid: r.id,
  inviterTeamId: r.inviterTeamId,
  inviterEmail: r.inviterEmail,
  inviteeEmail: r.inviteeEmail,
  note: r.note,
  createdAtDateTime: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});
const linkNotFound = () => catalogueError(TEAM_ERRORS.linkInvitationNotFound);

export function createTeamLinks(platform: Platform, access: TeamAccessService) {
  const { pool, db, mail } = platform;

  /**
   * An open request that the caller may see: addressed to them, or sent by a team they administer. A request that is
   * gone (declined, accepted, withdrawn, expired) says so to anyone holding its link: the invitee reopening the
   * e-mailed URL is no member of the inviter team and was told 'No such team.' (issue 22 defect 10). Request ids are
   * random, so saying 'no such request' reveals nothing about the team.
   */
  async function visibleRequest(caller: AuthUser, inviterTeamId: string, linkId: string) {
    const row = await repo.findOpenLinkInvitation(pool, linkId, inviterTeamId);
    if (!row) throw linkNotFound();
    if (row.inviteeEmail === caller.email.toLowerCase()) return row;
    await access.admin(inviterTeamId, caller.id);
    return row;
  }

  return {
    async linked(caller: AuthUser, teamId: string): Promise<LinkedTeam[]> {
      await access.admin(teamId, caller.id);
      return (await repo.listLinkRelations(pool, teamId)).map(linkedTeamOf);
    },

    async unlink(caller: AuthUser, teamId: string, relationId: string): Promise<void> {
      await access.admin(teamId, caller.id);
      if (!(await repo.deleteLinkRelation(pool, relationId, teamId))) {
        throw catalogueError(TEAM_ERRORS.linkRelationNotFound);
      }
    },

    async pending(caller: AuthUser, teamId: string): Promise<PendingLinkInvitation[]> {
      await access.admin(teamId, caller.id);
      return (await repo.listOpenLinkInvitations(pool, teamId)).map(pendingOf);
    },

    async send(caller: AuthUser, teamId: string, body: SendLink): Promise<PendingLinkInvitation> {
      const team = await access.linkAdmin(teamId, caller.id);
      if (isIndividualTeamType(team.type)) throw catalogueError(TEAM_ERRORS.personalTeam);
      if (await repo.hasOpenLinkInvitation(pool, teamId, body.inviteeEmail)) {
        throw catalogueError(TEAM_ERRORS.linkInvitationExists);
      }
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      const note = body.note || null;
      const id = await repo.insertLinkInvitation(pool, {
        inviterTeamId: teamId,
        inviterUserId: caller.id,
        inviterEmail: caller.email,
        inviteeEmail: body.inviteeEmail,
        note,
        expiresAt,
      });
      const inviter = await findUserById(db, caller.id);
      await mail.send(
        linkRequestMail({
          publicUrl: platform.config.PUBLIC_URL,
          teamLinkId: id,
          inviterTeamId: teamId,
          to: body.inviteeEmail,
          inviterTeamName: team.name,
          inviterAccountName: team.accountName,
          inviterName: [inviter?.givenName, inviter?.familyName].filter(Boolean).join(' ') || caller.email,
          inviterEmail: caller.email,
          note,
          expiresAt,
        }),
      );
      return pendingOf((await repo.findOpenLinkInvitation(pool, id, teamId))!);
    },

    /** The link request page: inviterTeamName, inviterEmail, inviterAccountName. */
    async request(caller: AuthUser, inviterTeamId: string, linkId: string): Promise<LinkInvite> {
      const row = await visibleRequest(caller, inviterTeamId, linkId);
      return { ...pendingOf(row), inviterTeamName: row.inviterTeamName, inviterAccountName: row.inviterAccountName };
    },

    /** The invitee declines, or an inviter team admin deletes the pending request. */
    async deleteRequest(caller: AuthUser, inviterTeamId: string, linkId: string): Promise<void> {
      await visibleRequest(caller, inviterTeamId, linkId);
      if (!(await repo.deleteLinkInvitation(pool, linkId))) throw linkNotFound();
    },

    /** The invitee approves with {teamId}, a team they administer. */
    async accept(caller: AuthUser, teamId: string, body: AcceptLink): Promise<LinkedTeam> {
      const team = await access.admin(teamId, caller.id);
      if (isIndividualTeamType(team.type)) throw catalogueError(TEAM_ERRORS.personalTeam);
      const row = await repo.findOpenLinkInvitation(pool, body.linkTeamInvitationId, body.inviterTeamId);
      if (!row || row.inviteeEmail !== caller.email.toLowerCase()) throw linkNotFound();
      if (row.inviterTeamId === teamId) throw catalogueError(TEAM_ERRORS.linkSameTeam);
      const relationId = await withTransaction(pool, async (c) => {
        const id = await repo.insertLinkRelation(c, row.inviterTeamId, teamId, caller.id);
        if (!id) throw catalogueError(TEAM_ERRORS.teamsAlreadyLinked);
        if (!(await repo.deleteLinkInvitation(c, row.id))) throw linkNotFound();
        return id;
      });
      return linkedTeamOf((await repo.listLinkRelations(pool, teamId, relationId))[0]);
    },
  };
}
export type TeamLinksService = ReturnType<typeof createTeamLinks>;
