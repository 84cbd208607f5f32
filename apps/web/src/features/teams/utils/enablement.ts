/** When the team forms' buttons are enabled, and when a team may be removed (spec 3 sections 4 and 5). */
import { isIndividualTeamType, type TeamMember } from '@dc/contracts';

/** A server-side refusal of the e-mail value (e.g. an existing member): it does not block a corrected retry. */
export const VALUE_ERROR = 'value';

/**
 * Invite: the form changed, the e-mail has no error other than a value-type one, and (member invites) the role
 * changed; an admin invite fixes the role.
 */
export function canSendInvite(input: {
  dirty: boolean;
  emailErrorType?: string;
  roleChanged: boolean;
  adminInvite?: boolean;
}): boolean {
  const emailOk = input.emailErrorType === undefined || input.emailErrorType === VALUE_ERROR;
  return input.dirty && emailOk && (input.adminInvite === true || input.roleChanged);
}

/** Edit Team Member: Update only when the chosen role differs from the current one. */
export const canUpdateMemberRole = (currentRole: string, chosenRole: string): boolean =>
  chosenRole !== '' && chosenRole !== currentRole;

/** Create team: the form is valid and a name exists. */
export const canCreateTeam = (valid: boolean, name: string | undefined): boolean =>
  valid && (name ?? '').trim().length > 0;

export interface TeamTexts {
  name: string;
  description: string;
}

/** Only the changed fields of a team edit (the update payload carries only those). */
export function changedTeamFields(original: TeamTexts, edited: TeamTexts): Partial<TeamTexts> {
  const changes: Partial<TeamTexts> = {};
  if (edited.name.trim() !== original.name.trim()) changes.name = edited.name.trim();
  if (edited.description.trim() !== original.description.trim()) changes.description = edited.description.trim();
  return changes;
}

/** Update team: only when the name or the description changed (and the form is valid). */
export const canUpdateTeam = (valid: boolean, original: TeamTexts, edited: TeamTexts): boolean =>
  valid && Object.keys(changedTeamFields(original, edited)).length > 0;

/** Link a team: an e-mail was entered and has no error. */
export const canSendLink = (email: string | undefined, hasError: boolean): boolean =>
  (email ?? '').trim().length > 0 && !hasError;

export type TeamRemoval = 'allowed' | 'has-members' | 'personal';

/**
 * A team can be removed only when no member is left (the caller, who deletes it, aside) and it is not the user's
 * own profile-linked (personal) team.
 */
export function teamRemoval(
  team: { type: string },
  members: readonly Pick<TeamMember, 'uuid'>[],
  userUuid?: string,
): TeamRemoval {
  if (isIndividualTeamType(team.type)) return 'personal';
  return members.some((m) => m.uuid !== userUuid) ? 'has-members' : 'allowed';
}
