/**
 * Texts, delays and limits of the teams area (spec 3 sections 4, 5, 8 and 9), shared by the console and the server.
 */

/** Business limits the server enforces. */
export const TEAM_LIMITS = {
  /** Enterprise teams one account may own; creating one more answers CT1047. */
  teamsPerAccount: 50,
  nameMaxLength: 100,
  displayNameMaxLength: 100,
  descriptionMaxLength: 1000,
  linkNoteMaxLength: 1000,
  /** A pending team invitation (and a pending team link request) expires this many days after it was sent. */
  invitationTtlDays: 14,
} as const;

export const INVITATION_TTL_MS = TEAM_LIMITS.invitationTtlDays * 24 * 60 * 60 * 1000;

/** Console timings (spec 3 sections 4 and 9), in milliseconds. */
export const TEAM_DELAYS_MS = {
  memberListRefresh: 500,
  removalReset: 3000,
  /** Reload after removing oneself. */
  selfRemovalReload: 3000,
  roleUpdateRefresh: 1000,
  linkActionCall: 1000,
  linkActionRefresh: 1000,
  teamCreateRefresh: 1000,
  teamDeleteReset: 5000,
} as const;

/** The invitation acceptance page polls for the new membership at most this many times (SPEC-NOTES 6). */
export const INVITATION_POLL_RETRIES = 20;
export const LINK_TABLE_PAGE_SIZE = 25;
export const TEAM_CARDS_PER_PAGE = { default: 6, large: 8, extraLarge: 10 } as const;

/** Success notices (spec 3 section 8). */
export const TEAM_MESSAGES = {
  created: (teamName: string) => `Success! ${teamName} Created`,
  deleted: 'Team Deleted.',
  invitationSent: 'Invitation sent.',
  userRemoved: 'User removed.',
  linkInvitationSent: 'Invitation sent',
  unlinked: 'Unlinked teams',
  pendingLinkDeleted: 'Deleted pending invite',
  linked: 'Teams now linked!',
  linkDeclined: 'Declined link team request',
} as const;

/** Empty states and titles (spec 3 section 2.1). */
export const TEAM_TEXTS = {
  noTeams: 'No Teams created yet. Create new team.',
  noMembers: 'There are currently no team members.',
  noPendingInvitations: 'No Pending Invitations.',
  pendingTitle: 'Pending',
  membersTitle: 'Members',
  currentlyLinkedTitle: 'Currently Linked',
  linkedTeamsErrorTitle: 'Linked Teams Error',
  linkServerError: 'Server Error',
  unknownTeamListError: 'Unknown error fetching team list',
  statusPending: 'Pending',
  statusActive: 'Active',
} as const;

/** Validation messages of the team forms (spec 3 section 5). */
export const TEAM_VALIDATION = {
  emailRequired: 'User email is required',
  roleRequired: 'Role is required',
  teamNameRequired: 'Team name is required',
  teamNameTooLong: `Team name must be at most ${TEAM_LIMITS.nameMaxLength} characters`,
  linkEmailRequired: 'Email address is mandatory',
  noTeamToApprove: 'You are not an administrator of any team that can be linked to this team.',
} as const;
