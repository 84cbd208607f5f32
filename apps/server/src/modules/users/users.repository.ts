/** SQL of the users module: the preferences (name to value) of a user. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Preference } from '@dc/contracts';
import type { Db } from '../../platform/db/pool.js';
import { userPreferences } from './users.schema.js';

export function listPreferences(db: Db, userId: string): Promise<Preference[]> {
  return db
    .select({ name: userPreferences.name, value: userPreferences.value })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .orderBy(asc(userPreferences.name));
}

export async function upsertPreference(db: Db, userId: string, pref: Preference): Promise<Preference> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, name: pref.name, value: pref.value })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.name],
      set: { value: pref.value, updatedAt: sql`now()` },
    })
    .returning({ name: userPreferences.name, value: userPreferences.value });
  return row;
}
