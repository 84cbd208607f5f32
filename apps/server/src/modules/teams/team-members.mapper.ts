/** Rows of memberships and invitations as the API answers them (contracts: team-members.ts). */
import {
  INVITATION_STATUS,
  RELATION_STATUS,
  TEAM_TEXTS,
  teamRoleTitle,
  type Invitation,
  type TeamMember,
} from '@dc/contracts';
import type { InvitationRow } from './team-invitations.repository.js';
import type { MemberRow } from './team-members.repository.js';

export const memberOf = (r: MemberRow): TeamMember => ({
  uuid: r.userId,
  relationId: r.relationId,
  relationStatus: RELATION_STATUS.committed,
  status: TEAM_TEXTS.statusActive,
  teamId: r.teamId,
  email: r.email,
  firstName: r.givenName || null,
  lastName: r.familyName || null,
  role: r.role.toLowerCase(),
  roleDisplayName: r.roleDisplayName ?? teamRoleTitle(r.role),
  createdTimeStamp: r.createdAt.toISOString(),
  expiresAt: null,
  invitedBy: null,
});

/** A pending invitation as a relation: its id is both uuid and relationId. */
export const pendingOf = (r: InvitationRow): TeamMember => ({
  uuid: r.id,
  relationId: r.id,
  relationStatus: RELATION_STATUS.invited,
  status: TEAM_TEXTS.statusPending,
  teamId: r.teamId,
  email: r.email,
  firstName: null,
  lastName: null,
  role: r.role.toLowerCase(),
  roleDisplayName: r.roleDisplayName,
  createdTimeStamp: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  invitedBy: r.invitedBy,
});

export const isExpired = (r: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()) =>
  r.status === INVITATION_STATUS.expired || (r.status === INVITATION_STATUS.invited && r.expiresAt <= now);

export const invitationOf = (r: InvitationRow): Invitation => ({
  uuid: r.id,
  teamId: r.teamId,
  teamName: r.teamName,
  accountId: r.accountId,
  accountName: r.accountName,
  email: r.email,
  role: r.role.toLowerCase(),
  roleDisplayName: r.roleDisplayName,
  status: isExpired(r) ? INVITATION_STATUS.expired : (r.status as Invitation['status']),
  invitedBy: r.invitedBy,
  createdTimeStamp: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});
