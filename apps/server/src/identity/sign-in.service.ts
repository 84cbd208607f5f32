/** Checks credentials for the sign-in page, counting failures so that guessing is throttled. */
import type { Db } from '../platform/db/pool.js';
import { verifyPassword } from './passwords.js';
import { claimAttempt, clearFailures, throttleKey } from './sign-in-throttle.js';
import { findUserByEmail, type UserRow } from './users.repository.js';

export type SignInOutcome =
  | { user: UserRow }
  | { failure: 'incorrect' }
  /** Locked for this address and IP: try again in retryAfter seconds (the password was not checked). */
  | { failure: 'throttled'; retryAfter: number };

export async function checkCredentials(db: Db, ip: string, email: string, password: string): Promise<SignInOutcome> {
  const key = throttleKey(ip, email);
  // The attempt counts as a failure until its password proves right.
  const locked = await claimAttempt(db, key);
  if (locked) return { failure: 'throttled', retryAfter: locked.retryAfter };
  const user = await findUserByEmail(db, email);
  // Unknown e-mails get the same answer, and the same work, as a wrong password.
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) return { failure: 'incorrect' };
  await clearFailures(db, key);
  return { user };
}
