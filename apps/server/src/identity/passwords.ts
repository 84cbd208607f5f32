/** Password hashing (argon2id, the library's default algorithm, with its OWASP-recommended parameters). */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A well-formed hash of a random secret: verifying against it costs the same as against a real one. */
let decoy: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash (unknown e-mail) it still spends the time of one verification,
 * so response times do not reveal which e-mails have accounts.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored || !stored.startsWith('$argon2')) {
    decoy ??= hashPassword(randomBytes(24).toString('base64url'));
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Stored for people who only sign in elsewhere (an external issuer): no password ever matches it. */
export const UNUSABLE_PASSWORD_HASH = '!external';
