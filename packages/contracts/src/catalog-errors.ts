/** The catalog area's texts (spec 2 sections 2.10, 4, 5) and its error catalogue (spec 2 section 8). */
import type { CatalogueError } from './team-errors.js';

export const CATALOG_TEXTS = {
  nameRequired: 'Catalog Name is mandatory.',
  nameTooLong: 'Length may not exceed 10 characters',
  noCatalogs: 'No catalog details found.',
  noProducts: 'No associated products found.',
  noEntries: 'No Entries Available',
  noTeam: 'No Team Available',
  noOtherTeams: 'There are no other teams in this account to invite.',
  selectTeam: 'Select Team',
  addTitle: 'Add a Private Catalog',
  editTitle: 'Edit Private Catalog',
  draftSuffix: '(Draft)',
  acceptTitle: 'Accept Catalog Invite',
  acceptText: "Welcome! You've been invited to access a private catalog.",
  accepted: 'Invitation Accepted!',
  relationAccepted: 'Accepted',
  relationPending: 'Pending',
} as const;

/** Catalog error catalogue (spec 2 section 8, catalog readings; SPEC-NOTES 10: apart from the product service's). */
export const CATALOG_ERRORS = {
  nameExists: { code: 'CT1001', status: 409, message: 'Catalog name already exists' },
  nameTooLong: { code: 'CT1002', status: 400, message: 'Length may not exceed 10 characters' },
  invalidBody: { code: 'CT1003', status: 400, message: 'Invalid request body' },
  notFound: { code: 'CT1008', status: 404, message: 'Catalog does not exist' },
  notEmpty: { code: 'CT1009', status: 409, message: 'Catalog cannot be deleted if not empty' },
  editForbidden: { code: 'CT1019', status: 403, message: 'User not permitted to edit catalog' },
  // Our own codes.
  publishNeedsProducts: {
    code: 'CATALOG_PUBLISH_INCOMPLETE',
    status: 409,
    message: 'A catalog needs a name and at least one product to be published.',
  },
  inviteForbidden: {
    code: 'CATALOG_INVITE_FORBIDDEN',
    status: 403,
    message: 'Only a team admin or an admin may invite to this catalog.',
  },
  relationExists: { code: 'CATALOG_RELATION_EXISTS', status: 409, message: 'This invitation was already accepted.' },
  relationNotFound: { code: 'CATALOG_RELATION_NOT_FOUND', status: 404, message: 'No such catalog invitation.' },
  inviteTeamInvalid: {
    code: 'CATALOG_INVITE_TEAM_INVALID',
    status: 400,
    message: 'Invite another team of the same account.',
  },
  acceptForbidden: {
    code: 'CATALOG_ACCEPT_FORBIDDEN',
    status: 403,
    message: 'This invitation is for another user or team.',
  },
  acceptNeedsTeam: {
    code: 'CATALOG_ACCEPT_TEAM_REQUIRED',
    status: 409,
    message: 'Join or create a team before accepting a catalog invitation.',
  },
} as const satisfies Record<string, CatalogueError>;
