/**
 * Linked teams (spec 3 sections 2.1, 3, 4, 5, 7.1). All under core, prefix /api/core; {teamId} is the caller's team.
 *   GET    /teams/{teamId}/linkTeamRelations                   -> { items: LinkedTeam[] }          team admin
 *   POST   /teams/{teamId}/linkTeamRelations  acceptLinkInvitationBody -> 201 LinkedTeam        team admin
 *          Accepts a link request addressed to the caller's e-mail, linking {teamId} (the approving team) with the
 *          inviter team. Refused: same team (LINK_SAME_TEAM), already linked (TEAMS_ALREADY_LINKED).
 *   DELETE /teams/{teamId}/linkTeamRelations/{relation_id}     -> 204 (unlink)                   team admin
 *   GET    /teams/{teamId}/linkTeamInvitations                 -> { items: PendingLinkInvitation[] } team admin
 *          The team's outgoing requests that are still pending.
 *   POST   /teams/{teamId}/linkTeamInvitations  sendLinkInvitationBody -> 201 PendingLinkInvitation
 *          Team admin only (else 403 TEAM_LINK_ADMIN_REQUIRED with the spec's text). E-mails the invitee the link
 *          page `${PUBLIC_URL}/teams/link/{teamLinkId}?inviter_team_id={teamId}`.
 *   GET    /teams/{inviterTeamId}/linkTeamInvitations/{team_link_id} -> LinkInvite
 *          For the link request page: the invitee (caller's e-mail = inviteeEmail) or an admin of the inviter team.
 *   DELETE /teams/{inviterTeamId}/linkTeamInvitations/{team_link_id} -> 204
 *          The invitee declines, or an admin of the inviter team deletes the pending request: the row is deleted.
 * A pending request expires after TEAM_LIMITS.invitationTtlDays days (then it answers LINK_INVITATION_NOT_FOUND).
 */
import { z } from 'zod';
import { TEAM_LIMITS, TEAM_VALIDATION } from './team-rules.js';
import { emailField } from './validation.js';

export const linkedTeamSchema = z.object({
  /** The link relation id (DELETE .../linkTeamRelations/{uuid}). */
  uuid: z.string().uuid(),
  /** The other team. */
  teamId: z.string().uuid(),
  teamName: z.string(),
  accountName: z.string(),
  createdAtDateTime: z.string(),
});
export type LinkedTeam = z.infer<typeof linkedTeamSchema>;
export const linkedTeamListSchema = z.object({ items: z.array(linkedTeamSchema) });

export const pendingLinkInvitationSchema = z.object({
  /** The team link id (teamLinkId of the link page). */
  uuid: z.string().uuid(),
  inviterTeamId: z.string().uuid(),
  inviterEmail: z.string(),
  inviteeEmail: z.string(),
  note: z.string().nullable(),
  createdAtDateTime: z.string(),
  expiresAt: z.string(),
});
export type PendingLinkInvitation = z.infer<typeof pendingLinkInvitationSchema>;
export const pendingLinkInvitationListSchema = z.object({ items: z.array(pendingLinkInvitationSchema) });

/** An incoming request as the link request page shows it. */
export const linkInviteSchema = pendingLinkInvitationSchema.extend({
  inviterTeamName: z.string(),
  inviterAccountName: z.string(),
});
export type LinkInvite = z.infer<typeof linkInviteSchema>;

export const sendLinkInvitationBody = z.object({
  inviteeEmail: emailField(TEAM_VALIDATION.linkEmailRequired),
  note: z.string().trim().max(TEAM_LIMITS.linkNoteMaxLength).optional(),
});
export type SendLinkInvitationBody = z.input<typeof sendLinkInvitationBody>;

export const acceptLinkInvitationBody = z.object({
  inviterTeamId: z.string().uuid(),
  linkTeamInvitationId: z.string().uuid(),
});
export type AcceptLinkInvitationBody = z.input<typeof acceptLinkInvitationBody>;

/** Where a link request e-mail points: the console's link request page. */
export const linkRequestPath = (teamLinkId: string, inviterTeamId: string) =>
  `/teams/link/${teamLinkId}?inviter_team_id=${encodeURIComponent(inviterTeamId)}`;
