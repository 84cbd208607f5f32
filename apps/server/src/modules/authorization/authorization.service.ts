/**
 * Permission decisions from real memberships. The rules themselves are the contracts' `decide` (shared with the
 * console); this service only gathers the facts: is the subject in the team, with which role, what is its role on
 * the owning account, is the team internal.
 */
import type pg from 'pg';
import {
  AUTHZ_ERROR_CODES,
  PERMISSION_CHECKS_PER_REQUEST,
  decide,
  isAdminLike,
  isTeamAdmin,
  parseTrn,
  type AuthzFacts,
  type PermissionCheckResult,
} from '@dc/contracts';
import { AppError, forbidden } from '../../platform/errors.js';
import { loadMemberships, type Memberships } from './authorization.repository.js';

type Check = Omit<PermissionCheckResult, 'authorized'>;
type Trn = NonNullable<ReturnType<typeof parseTrn>>;

export function createAuthorizationService(pool: pg.Pool) {
  return {
    memberships: (userId: string) => loadMemberships(pool, userId),

    /** Decides up to PERMISSION_CHECKS_PER_REQUEST checks, all about the caller. */
    async check(callerId: string, checks: Check[]): Promise<PermissionCheckResult[]> {
      if (checks.length > PERMISSION_CHECKS_PER_REQUEST) {
        throw new AppError(
          400,
          AUTHZ_ERROR_CODES.tooManyChecks,
          `At most ${PERMISSION_CHECKS_PER_REQUEST} checks per request; send the checks in chunks of ${PERMISSION_CHECKS_PER_REQUEST}.`,
          { limit: PERMISSION_CHECKS_PER_REQUEST, received: checks.length },
        );
      }
      if (checks.some((c) => parseTrn(c.subjectTrn)?.kind !== 'user' || parseTrn(c.subjectTrn)?.id !== callerId)) {
        throw forbidden('Permission checks can only be made for the signed-in user (subjectTrn).');
      }
      const m = await loadMemberships(pool, callerId);
      return checks.map((c) => ({ ...c, authorized: decideFor(m, callerId, c) }));
    },

    /** Staff of the provider: flagged internal, or a member of the placeholder account or one of its teams. */
    async isInternal(userId: string): Promise<boolean> {
      return isInternal(await loadMemberships(pool, userId));
    },

    /** May switch the status page's maintenance mode: internal staff with an admin role on internal ground. */
    async isStatusOperator(userId: string): Promise<boolean> {
      const m = await loadMemberships(pool, userId);
      const admin =
        m.accounts.some((a) => a.placeholder && isAdminLike(a.role)) ||
        m.teams.some((t) => t.internal && isTeamAdmin(t.role));
      return isInternal(m) && admin;
    },
  };
}
export type AuthorizationService = ReturnType<typeof createAuthorizationService>;

const isInternal = (m: Memberships) =>
  m.userInternal || m.accounts.some((a) => a.placeholder) || m.teams.some((t) => t.placeholder);

function decideFor(m: Memberships, callerId: string, c: Check): boolean {
  const object = parseTrn(c.objectTrn);
  if (!object) return false;
  const facts = factsFor(m, callerId, object);
  if (c.contextTrn !== undefined) facts.contextOk = contextHolds(m, callerId, object, parseTrn(c.contextTrn));
  return decide(c.action, facts);
}

function factsFor(m: Memberships, callerId: string, object: Trn): AuthzFacts {
  if (object.kind === 'user') return { object: 'user', self: object.id === callerId };
  if (object.kind === 'team') {
    const team = m.teams.find((t) => t.teamId === object.id);
    if (!team) return { object: 'team', teamMember: false };
    const account = m.accounts.find((a) => a.accountId === team.accountId);
    return {
      object: 'team',
      teamMember: true,
      teamRole: team.role,
      accountRole: account?.role ?? null,
      internal: team.internal,
    };
  }
  const account = m.accounts.find((a) => a.accountId === object.id);
  const viaTeam = m.teams.find((t) => t.accountId === object.id);
  return {
    object: 'account',
    accountRelated: Boolean(account || viaTeam),
    accountRole: account?.role ?? null,
    internal: Boolean(account?.placeholder || viaTeam?.placeholder),
  };
}

/** A context must be something the subject relates to, and must contain the object (or be it). */
function contextHolds(m: Memberships, callerId: string, object: Trn, context: Trn | null): boolean {
  if (!context) return false;
  if (context.kind === 'user') return context.id === callerId && object.kind === 'user' && object.id === callerId;
  if (context.kind === 'team') {
    const team = m.teams.find((t) => t.teamId === context.id);
    if (!team) return false;
    return (
      (object.kind === 'team' && object.id === team.teamId) ||
      (object.kind === 'account' && object.id === team.accountId)
    );
  }
  const related = m.accounts.some((a) => a.accountId === context.id) || m.teams.some((t) => t.accountId === context.id);
  if (!related) return false;
  if (object.kind === 'account') return object.id === context.id;
  if (object.kind === 'team') return m.teams.some((t) => t.teamId === object.id && t.accountId === context.id);
  return object.id === callerId;
}
