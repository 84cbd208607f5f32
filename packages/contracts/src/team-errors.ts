/**
 * Error catalogue of the teams area as the core and profiles services answer it (spec 3 section 8, spec 1 section
 * 4.4). Kept apart from the product and catalog services' codes (SPEC-NOTES 10): these codes belong to the team
 * (core/profiles) service only. Every answer has the one error shape { code, message, details? }.
 */

export interface CatalogueError {
  code: string;
  /** HTTP status the server answers with. */
  status: number;
  message: string;
}

const NAME_IN_USE = 'Team name in use, try a different name';

export const TEAM_ERRORS = {
  // Codes given by the spec.
  teamLimit: { code: 'CT1047', status: 409, message: 'Team limit is exceeded' },
  emptyPayload: { code: '1027', status: 400, message: 'Payload cannot be empty' },
  /** Creating a team with a name the account already uses. */
  nameInUseOnCreate: { code: '1031', status: 409, message: NAME_IN_USE },
  /** Renaming a team to a name the account already uses. */
  nameInUseOnUpdate: { code: '1032', status: 409, message: NAME_IN_USE },
  /** The user is already a member (the console treats it as success when adding). */
  relationExists: { code: '1086', status: 409, message: 'Relation exists: the user is already a member of this team.' },

  // Our own codes.
  teamNotFound: { code: 'TEAM_NOT_FOUND', status: 404, message: 'No such team.' },
  teamMemberRequired: {
    code: 'TEAM_MEMBER_REQUIRED',
    status: 403,
    message: 'Only members of this team and administrators of its account may see it.',
  },
  teamAdminRequired: { code: 'TEAM_ADMIN_REQUIRED', status: 403, message: 'Only a team administrator may do this.' },
  linkAdminRequired: {
    code: 'TEAM_LINK_ADMIN_REQUIRED',
    status: 403,
    message: 'Not Authorized - only a team admin may initiate a linked team request',
  },
  editForbidden: {
    code: 'TEAM_EDIT_FORBIDDEN',
    status: 403,
    message: 'Only an account administrator or a team administrator may edit this team.',
  },
  accountAdminRequired: {
    code: 'ACCOUNT_ADMIN_REQUIRED',
    status: 403,
    message: 'Only an administrator of the account may do this.',
  },
  joinForbidden: {
    code: 'TEAM_JOIN_FORBIDDEN',
    status: 403,
    message:
      "You may add yourself only to the account's first team, with a role on the account other than member-only.",
  },
  accountNotInitialized: {
    code: 'ACCOUNT_NOT_INITIALIZED',
    status: 409,
    message: 'This account is not initialized yet. Initialize the account first.',
  },
  teamHasMembers: {
    code: 'TEAM_HAS_MEMBERS',
    status: 409,
    message: 'This team still has members. Remove every other member before deleting the team.',
  },
  personalTeam: {
    code: 'TEAM_PERSONAL',
    status: 409,
    message: 'This is a personal team: it cannot be deleted, shared, moved or linked.',
  },
  lastAdmin: {
    code: 'TEAM_LAST_ADMIN',
    status: 409,
    message: 'A team needs at least one administrator. Make another member an administrator first.',
  },
  memberNotFound: {
    code: 'TEAM_MEMBER_NOT_FOUND',
    status: 404,
    message: 'No such member or pending invitation in this team.',
  },
  invitationNotFound: {
    code: 'INVITATION_NOT_FOUND',
    status: 404,
    message: 'This invitation does not exist or was withdrawn.',
  },
  invitationExpired: {
    code: 'INVITATION_EXPIRED',
    status: 410,
    message: 'This invitation has expired. Ask a team administrator to invite you again.',
  },
  invitationClosed: { code: 'INVITATION_CLOSED', status: 409, message: 'This invitation is no longer open.' },
  invitationOtherEmail: {
    code: 'INVITATION_OTHER_EMAIL',
    status: 403,
    message: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  },
  linkInvitationNotFound: {
    code: 'LINK_INVITATION_NOT_FOUND',
    status: 404,
    message: 'This team link request does not exist, has expired or was withdrawn.',
  },
  linkInvitationExists: {
    code: 'LINK_INVITATION_EXISTS',
    status: 409,
    message: 'A link request from this team to this address is already pending.',
  },
  teamsAlreadyLinked: { code: 'TEAMS_ALREADY_LINKED', status: 409, message: 'These teams are already linked.' },
  linkSameTeam: {
    code: 'LINK_SAME_TEAM',
    status: 409,
    message: 'A team cannot be linked to itself. Choose another team.',
  },
  linkRelationNotFound: { code: 'LINK_RELATION_NOT_FOUND', status: 404, message: 'These teams are not linked.' },
} as const satisfies Record<string, CatalogueError>;

export type TeamErrorKey = keyof typeof TEAM_ERRORS;
