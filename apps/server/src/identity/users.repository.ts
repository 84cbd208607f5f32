/** The people who sign in: lookup, creation (sign-up, demo world) and mapping of external identities. */
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { users } from './identity.schema.js';
import { hashPassword, UNUSABLE_PASSWORD_HASH } from './passwords.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  picture?: string | null;
  internal?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('An account with this e-mail already exists.');
  }
}

/** Creates a user with an argon2id password hash; a taken e-mail raises DuplicateEmailError. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      passwordHash,
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
      picture: input.picture ?? null,
      internal: input.internal ?? false,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new DuplicateEmailError();
  return row;
}

export interface ExternalIdentity {
  email: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

/**
 * The users row of someone known by an external issuer, created on first sight (with a password that never
 * matches) so that everything downstream has a users.id. Insert-then-read keeps two instances in agreement.
 */
export async function ensureExternalUser(db: Db, who: ExternalIdentity): Promise<UserRow> {
  const existing = await findUserByEmail(db, who.email);
  if (existing) return existing;
  await db
    .insert(users)
    .values({
      email: normalizeEmail(who.email),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      givenName: who.givenName ?? '',
      familyName: who.familyName ?? '',
      picture: who.picture ?? null,
    })
    .onConflictDoNothing({ target: users.email });
  return (await findUserByEmail(db, who.email))!;
}
