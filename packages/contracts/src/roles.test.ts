import { describe, expect, it } from 'vitest';
import {
  ALL_ROLES,
  canApproveSubscriptions,
  canCreateTeam,
  canEditTeam,
  canManageTemplates,
  canUseUtilities,
  canViewAccounts,
  isAdminLike,
  isBasicLike,
  isDeveloperLike,
  isTeamAdmin,
  mapToTeamRole,
  roleLabel,
  teamRoleTitle,
} from './roles.js';

describe('mapToTeamRole (spec 1 section 6)', () => {
  it.each([
    ['admin', 'admin'],
    ['owner', 'admin'],
    ['secondary_owner', 'admin'],
    ['team_manager', 'admin'],
    ['team_admin', 'admin'],
    ['product_user', 'read-only-user'],
    ['read-only-user', 'read-only-user'],
    ['standard-user', 'standard-user'],
    ['member-only', 'member-only'],
    ['ADMIN', 'admin'],
    ['developer', 'developer'],
  ])('%s -> %s', (role, team) => expect(mapToTeamRole(role)).toBe(team));

  it('defaults a missing role to read-only-user', () => {
    expect(mapToTeamRole(undefined)).toBe('read-only-user');
    expect(mapToTeamRole(null)).toBe('read-only-user');
    expect(mapToTeamRole('')).toBe('read-only-user');
  });
});

describe('role groups and labels', () => {
  it('puts admin, owner, secondary_owner and team_admin in the admin-like group only', () => {
    expect(ALL_ROLES.filter(isAdminLike).sort()).toEqual(['admin', 'owner', 'secondary_owner', 'team_admin']);
  });
  it('lists the developer-like and basic-like groups', () => {
    expect(ALL_ROLES.filter(isDeveloperLike).sort()).toEqual(
      ['developer', 'documentation_user', 'principal_engineer', 'standard-user', 'support_user'].sort(),
    );
    expect(ALL_ROLES.filter(isBasicLike).sort()).toEqual(['basic_user', 'member-only', 'read-only-user']);
  });
  it.each([
    ['owner', 'Admin'],
    ['team_admin', 'Admin'],
    ['standard-user', 'Developer'],
    ['support_user', 'Developer'],
    ['read-only-user', 'Basic'],
    ['basic_user', 'Basic'],
    ['something-else', 'Developer'],
    [undefined, 'Developer'],
  ])('labels %s as %s', (role, label) => expect(roleLabel(role)).toBe(label));
  it('titles team roles Administrator or Team Member', () => {
    expect(teamRoleTitle('team_manager')).toBe('Administrator');
    expect(teamRoleTitle('standard-user')).toBe('Team Member');
  });
});

describe('permissions', () => {
  it('derives account permissions from an admin-like account role', () => {
    expect(canCreateTeam('secondary_owner')).toBe(true);
    expect(canCreateTeam('team_manager')).toBe(false);
    expect(canCreateTeam(null)).toBe(false);
  });
  it('grants edit-team to account admins or team admins', () => {
    expect(canEditTeam('owner', 'read-only-user')).toBe(true);
    expect(canEditTeam(null, 'team_manager')).toBe(true);
    expect(canEditTeam('member-only', 'standard-user')).toBe(false);
  });
  it('view-accounts needs one admin-like account', () => {
    expect(canViewAccounts(['member-only', 'admin'])).toBe(true);
    expect(canViewAccounts(['member-only'])).toBe(false);
    expect(canViewAccounts([])).toBe(false);
  });
  it('a missing team role is never a team admin', () => {
    expect(isTeamAdmin(undefined)).toBe(false);
  });
  it('internal-only permissions need an internal team', () => {
    expect(canApproveSubscriptions(true, 'admin')).toBe(true);
    expect(canApproveSubscriptions(false, 'admin')).toBe(false);
    expect(canApproveSubscriptions(true, 'standard-user')).toBe(false);
    expect(canUseUtilities(true, 'support_user')).toBe(true);
    expect(canUseUtilities(true, 'standard-user')).toBe(false);
    expect(canUseUtilities(false, 'support_user')).toBe(false);
    expect(canManageTemplates(true, 'owner')).toBe(true);
    expect(canManageTemplates(true, 'support_user')).toBe(false);
  });
});
