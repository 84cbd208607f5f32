/**
 * Throttles sign-in guessing per (IP, e-mail) in the database, so every instance sees the same count.
 *
 * Each attempt is counted before its password is checked (one atomic upsert), so a burst of parallel guesses cannot
 * slip past the limit; a correct password then clears the count. After FREE_ATTEMPTS failures the pair is locked for
 * LOCK_SECONDS, and every failure after a lock doubles it (up to MAX_LOCK_SECONDS): the wait (Retry-After) grows.
 * Attempts during a lock are refused unchecked and do not lengthen it. Failures are forgotten FORGET_HOURS after the
 * last one. In sign_in_failures, `window_started_at` holds the time of the latest counted attempt: the lock and the
 * memory of failures both run from it.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { signInFailures } from './identity.schema.js';

export const MAX_FAILURES = 10;
export const LOCK_SECONDS = 15 * 60;
export const MAX_LOCK_SECONDS = 24 * 3600;
export const FORGET_HOURS = 48;

const t = signInFailures;
const FORGOTTEN = sql`${t.windowStartedAt} < now() - make_interval(hours => ${FORGET_HOURS})`;
/** The lock a row's count earns: none below the limit, then LOCK_SECONDS doubling per further failure. */
const LOCK = sql`case when ${t.failures} < ${MAX_FAILURES} then 0
  else least(${LOCK_SECONDS}::float8 * power(2, ${t.failures} - ${MAX_FAILURES}), ${MAX_LOCK_SECONDS}) end`;
const LOCKED_UNTIL = sql`${t.windowStartedAt} + make_interval(secs => ${LOCK})`;

export const throttleKey = (ip: string, email: string): string =>
  createHash('sha256').update(`${ip}\n${email.trim().toLowerCase()}`).digest('base64url');

/**
 * Counts an attempt for the key, or answers the seconds still to wait when the key is locked (nothing is counted
 * then). A forgotten count starts over.
 */
export async function claimAttempt(db: Db, key: string): Promise<{ retryAfter: number } | undefined> {
  const counted = await db
    .insert(t)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${FORGOTTEN} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`clock_timestamp()`,
      },
      // clock_timestamp(), not now(): now() is when this transaction began, which can be earlier than the time a
      // concurrent attempt (committed while this one waited for the row) wrote, so a count below the limit would
      // look locked. Below the limit an attempt is always counted.
      setWhere: sql`${FORGOTTEN} or ${t.failures} < ${MAX_FAILURES} or ${LOCKED_UNTIL} <= clock_timestamp()`,
    })
    .returning({ key: t.key });
  // Old rows are useless; sweeping them now and then keeps the table small without a timer.
  if (Math.random() < 0.02) await db.delete(t).where(FORGOTTEN);
  if (counted.length) return undefined;
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${LOCKED_UNTIL} - clock_timestamp()))::int` })
    .from(t)
    .where(eq(t.key, key));
  return { retryAfter: Math.max(1, row?.seconds ?? 1) };
}

/** A correct password: the key's count is cleared. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}
