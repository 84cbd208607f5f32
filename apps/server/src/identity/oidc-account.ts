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

export const createFindAccount =
  (db: Db): FindAccount =>
  async (_ctx, sub) => {
    const user = await findUserById(db, sub);
    if (!user) return undefined;
    return { accountId: user.id, claims: () => accountClaims(user) };
  };
