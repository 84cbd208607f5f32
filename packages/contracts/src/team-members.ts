/**
 * Team members and invitations (spec 3 sections 3, 4, 5, 7.1, 7.2; spec 1 section 4.4).
 *   core     GET  /api/core/teams/{teamId}/members            -> { items: TeamMember[] }  COMMITTED members
 *   core     GET  /api/core/teams/{teamId}/pendingInvitations -> { items: TeamMember[] }  INVITED, not expired
 *   core     POST /api/core/teams/{teamId}/addMember   addMemberBody -> 201 TeamMember
 *            A team admin invites anyone: an INVITED relation plus an e-mail with the invite link
 *            `${PUBLIC_URL}/invite/teams/{inviteId}`; inviting again replaces the pending invitation.
 *            Adding oneself (email = the caller's) is base configuration: allowed in the account's first team for a
 *            user whose account role is not member-only (account admins: any team of the account); the role comes
 *            from the account role. An existing member answers 409 code '1086' (the console treats it as success).
 *   core     POST /api/core/teams/{teamId}/removeMember removeMemberBody -> RemovedMember
 *            A team admin removes a member or withdraws a pending invitation; anyone may remove themselves.
 *            The last administrator can neither leave nor be demoted (409 TEAM_LAST_ADMIN).
 *   core     GET  /api/core/teams/invites                      -> { items: Invitation[] } the caller's open invitations
 *   profiles POST /api/profiles/teams/{teamId}/relations/_filter filterTeamRelationsBody -> { items: TeamMember[] }
 *            Readers of the team see all; anyone may ask about their own userUuid (the acceptance page polls it).
 *   profiles POST /api/profiles/teams/{team_uuid}/relations    createTeamRelationBody
 *            member-of (oneself, as addMember's self-add) -> 201 TeamMember; owned-by (assign the team to another
 *            account; admin of both accounts) -> AccountTeam. Already so: 409 '1086'.
 *   profiles PUT  /api/profiles/relations/{relation_uuid}      updateRelationBody -> TeamMember (team admin only)
 *   profiles GET  /api/profiles/invitations/{inviteId}         -> Invitation (the invitee, or an admin of the team)
 *   profiles POST /api/profiles/invitations/{inviteId}/accept  -> TeamMember (COMMITTED); idempotent
 *            The acceptance page (/invite/teams/{inviteId}) accepts, then polls (at most INVITATION_POLL_RETRIES
 *            times) GET /invitations/{inviteId} until status COMMITTED, or relations/_filter with its own userUuid.
 *            Errors: INVITATION_NOT_FOUND 404, INVITATION_OTHER_EMAIL 403, INVITATION_EXPIRED 410,
 *            INVITATION_CLOSED 409 (withdrawn or replaced).
 * A pending invitation's relationId is its id and stays the member's relationId once accepted (INVITED ->
 * COMMITTED). Invitations expire after TEAM_LIMITS.invitationTtlDays (14) days.
 */
import { z } from 'zod';
import { ALL_ROLES, ROLES } from './roles.js';
import { RELATION_STATUS } from './teams.js';
import { TEAM_VALIDATION } from './team-rules.js';
import { emailField } from './validation.js';

export const INVITATION_STATUS = {
  invited: 'INVITED',
  committed: 'COMMITTED',
  expired: 'EXPIRED',
  revoked: 'REVOKED',
} as const;
export const invitationStatusSchema = z.enum(['INVITED', 'COMMITTED', 'EXPIRED', 'REVOKED']);

/** Roles a team member may hold (stored lower-case; account-only roles excluded). */
export const TEAM_MEMBER_ROLES: readonly string[] = ALL_ROLES.filter((r) => r !== ROLES.memberOnly);

export const teamRoleField = z
  .string({ error: TEAM_VALIDATION.roleRequired })
  .trim()
  .min(1, TEAM_VALIDATION.roleRequired)
  .transform((r) => r.toLowerCase())
  .refine((r) => TEAM_MEMBER_ROLES.includes(r), 'Unknown role');
const roleDisplayNameField = z.string().trim().max(100);

export const relationStatusSchema = z.enum([RELATION_STATUS.committed, RELATION_STATUS.invited]);

export const teamMemberSchema = z.object({
  /** The member's user uuid; for a pending invitation, the invitation id. */
  uuid: z.string().uuid(),
  relationId: z.string().uuid(),
  relationStatus: relationStatusSchema,
  /** Display status: Active (COMMITTED) or Pending (INVITED). */
  status: z.enum(['Active', 'Pending']),
  teamId: z.string().uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Lower-cased. */
  role: z.string(),
  /** Administrator or Team Member unless another title was given. */
  roleDisplayName: z.string(),
  createdTimeStamp: z.string(),
  /** Pending only: when the invitation expires, and who sent it (e-mail). */
  expiresAt: z.string().nullable(),
  invitedBy: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.object({ items: z.array(teamMemberSchema) });

export const addMemberBody = z.object({
  email: emailField(TEAM_VALIDATION.emailRequired),
  role: teamRoleField,
  roleDisplayName: roleDisplayNameField.optional(),
});
export type AddMemberBody = z.input<typeof addMemberBody>;

/** uuid is the relation id (sent only when one exists); otherwise the member or invitation is found by email. */
export const removeMemberBody = z
  .object({
    uuid: z.string().uuid().optional(),
    email: emailField(TEAM_VALIDATION.emailRequired).optional(),
    type: z.literal('user').default('user'),
  })
  .refine((b) => b.uuid !== undefined || b.email !== undefined, TEAM_VALIDATION.emailRequired);
export type RemoveMemberBody = z.input<typeof removeMemberBody>;
export const removedMemberSchema = z.object({
  relationId: z.string().uuid(),
  email: z.string(),
  relationStatus: relationStatusSchema,
});
export type RemovedMember = z.infer<typeof removedMemberSchema>;

export const updateRelationBody = z.object({
  attributes: z.object({ role: teamRoleField, roleDisplayName: roleDisplayNameField.optional() }),
});
export type UpdateRelationBody = z.input<typeof updateRelationBody>;

export const filterTeamRelationsBody = z
  .object({
    filter: z
      .object({
        userUuid: z.string().uuid().optional(),
        email: z.string().trim().toLowerCase().optional(),
        relationStatus: z.array(relationStatusSchema).min(1).optional(),
        type: z.literal('member-of').optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type FilterTeamRelationsBody = z.input<typeof filterTeamRelationsBody>;

export const createTeamRelationBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member-of'), userUuid: z.string().uuid() }),
  z.object({ type: z.literal('owned-by'), accountId: z.string().uuid() }),
]);
export type CreateTeamRelationBody = z.input<typeof createTeamRelationBody>;

export const invitationSchema = z.object({
  uuid: z.string().uuid(),
  teamId: z.string().uuid(),
  teamName: z.string(),
  accountId: z.string().uuid(),
  accountName: z.string(),
  email: z.string(),
  role: z.string(),
  roleDisplayName: z.string(),
  /** EXPIRED once expiresAt has passed, even before the row is swept. */
  status: invitationStatusSchema,
  invitedBy: z.string().nullable(),
  createdTimeStamp: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

/** Where an invitation e-mail points: the console's acceptance page. */
export const invitationPath = (inviteId: string) => `/invite/teams/${inviteId}`;
