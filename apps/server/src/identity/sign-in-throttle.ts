/**
 * Throttles failed sign-ins per (IP, e-mail) in the database, so every instance sees the same count:
 * after MAX_FAILURES within the window, sign-in for that pair is refused until the window has passed.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { signInFailures } from './identity.schema.js';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;
const WINDOW = sql.raw(`interval '${WINDOW_MINUTES} minutes'`);

export const throttleKey = (ip: string, email: string): string =>
  createHash('sha256').update(`${ip}\n${email.trim().toLowerCase()}`).digest('base64url');

export async function isThrottled(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ failures: signInFailures.failures })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gte(signInFailures.windowStartedAt, sql`now() - ${WINDOW}`)));
  return (row?.failures ?? 0) >= MAX_FAILURES;
}

/** Counts one failure; a window that has passed starts over at one. */
export async function recordFailure(db: Db, key: string): Promise<void> {
  const expired = sql`${signInFailures.windowStartedAt} < now() - ${WINDOW}`;
  await db
    .insert(signInFailures)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
      },
    });
  // Old windows are useless; sweeping them here keeps the table small without a timer.
  if (Math.random() < 0.05) {
    await db.delete(signInFailures).where(lt(signInFailures.windowStartedAt, sql`now() - ${WINDOW}`));
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
