/** The role titles of the teams area (spec 3 section 6): Administrator and Team Member, and the roles they send. */
import { isTeamAdmin, ROLES, TEAM_ROLE_TITLES } from '@dc/contracts';

export const ROLE_CHOICES = [
  { value: ROLES.admin, title: TEAM_ROLE_TITLES.admin, key: 'roles.admin' },
  { value: ROLES.standardUser, title: TEAM_ROLE_TITLES.member, key: 'roles.member' },
] as const;

export type RoleChoice = (typeof ROLE_CHOICES)[number]['value'];

/** The choice a stored role shows as: admin-mapped roles are Administrator, everything else Team Member. */
export const roleChoiceOf = (role: string | null | undefined): RoleChoice =>
  isTeamAdmin(role) ? ROLES.admin : ROLES.standardUser;

export const roleTitleKey = (role: string | null | undefined): string =>
  isTeamAdmin(role) ? 'roles.admin' : 'roles.member';

export const roleDisplayName = (choice: string): string =>
  ROLE_CHOICES.find((c) => c.value === choice)?.title ?? TEAM_ROLE_TITLES.member;
