/**
 * The role model (spec 1 section 6, spec 3 section 6): role names, the mapping to team roles, role groups, display
 * labels and the permissions derived from roles. Pure functions, used by the server's authorization service and by
 * the console alike.
 */

export const ROLES = {
  admin: 'admin',
  owner: 'owner',
  secondaryOwner: 'secondary_owner',
  teamManager: 'team_manager',
  memberOnly: 'member-only',
  standardUser: 'standard-user',
  readOnlyUser: 'read-only-user',
  productUser: 'product_user',
  // Console-wide constants (spec 1 section 6); team_admin and support_user also appear in spec 3 section 6.
  teamAdmin: 'team_admin',
  developer: 'developer',
  principalEngineer: 'principal_engineer',
  documentationUser: 'documentation_user',
  basicUser: 'basic_user',
  supportUser: 'support_user',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES: readonly Role[] = Object.values(ROLES);

/** Team types: spec 3 creates ENTERPRISE teams; INDIVIDUAL is a user's personal team ('individual' in constants). */
export const TEAM_TYPES = { enterprise: 'ENTERPRISE', individual: 'INDIVIDUAL' } as const;
export type TeamType = (typeof TEAM_TYPES)[keyof typeof TEAM_TYPES];
export const INDIVIDUAL = 'individual';
export const isIndividualTeamType = (type: string | null | undefined) => (type ?? '').toLowerCase() === INDIVIDUAL;

/** The role given to the creator of a team (spec 3: role ADMIN on creation, lower-cased on load). */
export const TEAM_CREATOR_ROLE: Role = ROLES.admin;

export type TeamRole = 'admin' | 'read-only-user' | 'standard-user' | 'member-only' | (string & {});

const TEAM_ADMIN_ROLES: readonly string[] = [
  ROLES.admin,
  ROLES.owner,
  ROLES.secondaryOwner,
  ROLES.teamManager,
  // Not in spec 1's mapping list, but spec 3's admin invite gives the team admin role: it administers the team.
  ROLES.teamAdmin,
];
const READ_ONLY_ROLES: readonly string[] = [ROLES.productUser, ROLES.readOnlyUser];

const norm = (role: string | null | undefined) => (role ?? '').trim().toLowerCase();

/** Maps a stored role to its team role; a missing role is read-only-user, other roles stay as they are. */
export function mapToTeamRole(role: string | null | undefined): TeamRole {
  const r = norm(role);
  if (!r) return ROLES.readOnlyUser;
  if (TEAM_ADMIN_ROLES.includes(r)) return ROLES.admin;
  if (READ_ONLY_ROLES.includes(r)) return ROLES.readOnlyUser;
  return r;
}

/** A team administrator: the role maps to the admin team role (spec 3: invites, member edits, links). */
export const isTeamAdmin = (role: string | null | undefined) =>
  norm(role) !== '' && mapToTeamRole(role) === ROLES.admin;

export const ADMIN_LIKE: readonly Role[] = [ROLES.admin, ROLES.owner, ROLES.secondaryOwner, ROLES.teamAdmin];
export const DEVELOPER_LIKE: readonly Role[] = [
  ROLES.standardUser,
  ROLES.developer,
  ROLES.principalEngineer,
  ROLES.documentationUser,
  ROLES.supportUser,
];
export const BASIC_LIKE: readonly Role[] = [ROLES.readOnlyUser, ROLES.memberOnly, ROLES.basicUser];

const inGroup = (group: readonly string[]) => (role: string | null | undefined) => group.includes(norm(role));
export const isAdminLike = inGroup(ADMIN_LIKE);
export const isDeveloperLike = inGroup(DEVELOPER_LIKE);
export const isBasicLike = inGroup(BASIC_LIKE);

export const ROLE_LABELS = { admin: 'Admin', developer: 'Developer', basic: 'Basic' } as const;
export type RoleLabel = (typeof ROLE_LABELS)[keyof typeof ROLE_LABELS];

/** Display label of a role; an unknown role shows Developer. */
export function roleLabel(role: string | null | undefined): RoleLabel {
  if (isAdminLike(role)) return ROLE_LABELS.admin;
  if (isBasicLike(role)) return ROLE_LABELS.basic;
  return ROLE_LABELS.developer;
}

/** Team member role titles of the teams area (spec 3 section 6). */
export const TEAM_ROLE_TITLES = { admin: 'Administrator', member: 'Team Member' } as const;
export const teamRoleTitle = (role: string | null | undefined) =>
  isTeamAdmin(role) ? TEAM_ROLE_TITLES.admin : TEAM_ROLE_TITLES.member;

/** Account-derived permissions (spec 1 section 6): all come from an admin-like role on the account. */
export const canCreateTeam = (accountRole: string | null | undefined) => isAdminLike(accountRole);
export const canRemoveTeam = (accountRole: string | null | undefined) => isAdminLike(accountRole);
export const canViewAccount = (accountRole: string | null | undefined) => isAdminLike(accountRole);
export const canViewTeamsAccount = (accountRole: string | null | undefined) => isAdminLike(accountRole);

/** edit-team: an admin-like role on the account, or an admin-mapped role on the team. */
export const canEditTeam = (accountRole: string | null | undefined, teamRole: string | null | undefined) =>
  isAdminLike(accountRole) || isTeamAdmin(teamRole);

/** view-accounts: any viewable account carries an admin-like role. */
export const canViewAccounts = (accountRoles: ReadonlyArray<string | null | undefined>) =>
  accountRoles.some(isAdminLike);

/** Spec 3: only a team administrator invites, edits and removes members and links teams. */
export const canManageTeamMembers = (teamRole: string | null | undefined) => isTeamAdmin(teamRole);

/** Pending approvals: an internal team and an admin-mapped team role. */
export const canApproveSubscriptions = (internalTeam: boolean, teamRole: string | null | undefined) =>
  internalTeam && isTeamAdmin(teamRole);

/** Utilities (and the email trace in it): internal team, and support user or an admin-type role. */
export const canUseUtilities = (internalTeam: boolean, teamRole: string | null | undefined) =>
  internalTeam && (norm(teamRole) === ROLES.supportUser || isTeamAdmin(teamRole) || isAdminLike(teamRole));

/** Template create, edit, delete, publish (canCRUDTemplate): an admin-type role and an internal team. */
export const canManageTemplates = (internalTeam: boolean, teamRole: string | null | undefined) =>
  internalTeam && (isTeamAdmin(teamRole) || isAdminLike(teamRole));

/** Filter (list) the team's applications, which subscribing needs: a developer or an admin; never a basic user. */
export const canFilterApplications = (teamRole: string | null | undefined) =>
  isTeamAdmin(teamRole) || isAdminLike(teamRole) || isDeveloperLike(teamRole);

/** create-product (spec 2 section 6, from the team role): a team admin, or a developer of an internal team. */
export const canCreateProduct = (internalTeam: boolean, teamRole: string | null | undefined) =>
  isTeamAdmin(teamRole) || (internalTeam && isDeveloperLike(teamRole));

/** Edit a product's documentation (introduction, markdown): an admin or the documentation-editor role. */
export const canEditProductDocument = (teamRole: string | null | undefined) =>
  isTeamAdmin(teamRole) || isAdminLike(teamRole) || norm(teamRole) === ROLES.documentationUser;
