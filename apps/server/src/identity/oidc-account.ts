/** oidc-provider's view of a user: sub is users.id, claims come from the users row. */
import type { FindAccount } from 'oidc-provider';
import type { Db } from '../platform/db/pool.js';
import { findUserById, type UserRow } from './users.repository.js';

/** Claims the console reads from the id token (spec 1 section 3). */
export const PROFILE_CLAIMS = ['email', 'email_verified', 'given_name', 'family_name', 'name', 'picture'] as const;

export function accountClaims(user: UserRow) {
  return {
    sub: user.id,
    email: user.email,
    // Addresses are not confirmed by mail (yet); say so rather than claim otherwise.
    email_verified: false,
    given_name: user.givenName,
    family_name: user.familyName,
    name: `${user.givenName} ${user.familyName}`.trim(),
    picture: user.picture ?? undefined,
  };
}

/**
 * The provider session a token was issued in (oidc-provider's Session uid). The API refuses id tokens whose session
 * has ended, so signing out, or being signed out everywhere, ends them at once rather than at their expiry.
 */
export const SESSION_CLAIM = 'dc_sid';

export const createFindAccount =
  (db: Db): FindAccount =>
  async (ctx, sub, token) => {
    const user = await findUserById(db, sub);
    if (!user) return undefined;
    // A code or refresh token knows its session; userinfo and the interaction have it on the context.
    const sessionUid = (token as { sessionUid?: string } | undefined)?.sessionUid ?? ctx.oidc?.session?.uid;
    return { accountId: user.id, claims: () => ({ ...accountClaims(user), [SESSION_CLAIM]: sessionUid }) };
  };
