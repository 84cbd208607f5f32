/** Checks credentials for the sign-in page, counting failures so that guessing is throttled. */
import type { Db } from '../platform/db/pool.js';
import { verifyPassword } from './passwords.js';
import { clearFailures, isThrottled, recordFailure, throttleKey } from './sign-in-throttle.js';
import { findUserByEmail, type UserRow } from './users.repository.js';

export type SignInOutcome = { user: UserRow } | { failure: 'incorrect' | 'throttled' };

export async function checkCredentials(db: Db, ip: string, email: string, password: string): Promise<SignInOutcome> {
  const key = throttleKey(ip, email);
  if (await isThrottled(db, key)) return { failure: 'throttled' };
  const user = await findUserByEmail(db, email);
  // Unknown e-mails get the same answer, and the same work, as a wrong password.
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await recordFailure(db, key);
    return { failure: 'incorrect' };
  }
  await clearFailures(db, key);
  return { user };
}
