/** The API's preHandler: a valid bearer id token, mapped to a users row (req.user). */
import type { FastifyRequest } from 'fastify';
import { PLATFORM_ERROR_CODES } from '@dc/contracts';
import type { Db } from '../platform/db/pool.js';
import { AppError, unauthorized } from '../platform/errors.js';
import type { Queryable } from '../platform/db/transaction.js';
import { SESSION_CLAIM } from './oidc-account.js';
import { IssuerUnavailable, type VerifyToken } from './token-verifier.js';
import type { AuthCache } from './auth-cache.js';
import { findOpenSession } from './user-sessions.repository.js';
import { ensureExternalUser, findUserById, type UserRow } from './users.repository.js';

/** The caller, with the profile fields already read while checking the token (so handlers need not read again). */
export interface AuthUser {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

type Claims = Awaited<ReturnType<VerifyToken>>;
const claim = (claims: Claims, name: string) =>
  typeof claims[name] === 'string' ? (claims[name] as string) : undefined;

/**
 * Embedded provider: sub is users.id. A deleted user's tokens stop working at once, and so do tokens of a session
 * that has ended (sign-out, removal from the last team). Both are read through the auth cache, which the database
 * clears at once on every instance when a session or user changes (auth-cache.ts; createAuthenticate syncs first).
 */
export const embeddedUser = (db: Db, pool: Queryable, cache: AuthCache) => async (claims: Claims) => {
  const session = claim(claims, SESSION_CLAIM);
  const open =
    session &&
    (await cache.sessionOpen(session, async () => {
      const found = await findOpenSession(pool, session);
      return { open: Boolean(found), expiresAt: found?.expiresAt?.getTime() ?? null };
    }));
  if (!open) throw unauthorized('The session of this token has ended.');
  return cache.user(claims.sub, () => findUserById(db, claims.sub));
};

/** External issuer: the person is known by e-mail and gets a users row on first sight. */
export const externalUser = (db: Db) => async (claims: Claims) => {
  const email = claim(claims, 'email');
  if (!email) throw unauthorized('The token carries no e-mail address.');
  return ensureExternalUser(db, {
    email,
    givenName: claim(claims, 'given_name'),
    familyName: claim(claims, 'family_name'),
    picture: claim(claims, 'picture'),
  });
};

/**
 * `sync` is the change feed's (platform/db/change-feed.ts): every authenticated call first hears whatever committed
 * before it arrived, on any instance, so the per-instance caches it meets (sessions, users, memberships, lists) answer
 * as the database would. It runs beside the token check (never rejects).
 */
export function createAuthenticate(
  verify: VerifyToken,
  resolveUser: (claims: Claims) => Promise<UserRow | undefined>,
  sync: () => Promise<void>,
) {
  return async (req: FastifyRequest): Promise<void> => {
    const match = /^Bearer +([\w.~+/=-]+)$/i.exec(req.headers.authorization ?? '');
    if (!match) throw unauthorized();
    const synced = sync();
    let claims: Claims;
    try {
      claims = await verify(match[1]);
    } catch (err) {
      if (err instanceof IssuerUnavailable) throw new AppError(503, PLATFORM_ERROR_CODES.unavailable, err.message);
      throw unauthorized((err as Error).message);
    }
    await synced;
    const user = await resolveUser(claims);
    if (!user) throw unauthorized('The account of this token no longer exists.');
    req.user = {
      id: user.id,
      email: user.email,
      givenName: user.givenName,
      familyName: user.familyName,
      picture: user.picture,
    };
  };
}
