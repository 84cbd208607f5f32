/**
 * The /users/me answer checked by hand (issue 18): the contract's zod schema was the only reason the signed-in
 * gallery loaded zod, and evaluating zod was one task of ~150 ms on Lighthouse's 4x slower phone CPU after the first
 * paint (blocking time). Same result as userProfileSchema (@dc/contracts) for the server's answers: the six fields,
 * unknown ones dropped, an answer of another shape refused (parse-user-profile.test.ts holds both to the same cases).
 * The formats are checked loosely (a UUID's hex groups, an address with an @), not by zod's exact rules.
 */
import type { UserProfile } from '@dc/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

export function parseUserProfile(answer: unknown): UserProfile {
  const a = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const { uuid, email, firstName, lastName, picture, role } = a;
  if (
    !(isString(uuid) && UUID.test(uuid)) ||
    !(isString(email) && EMAIL.test(email)) ||
    !isString(firstName) ||
    !isString(lastName) ||
    !isStringOrNull(picture) ||
    !isStringOrNull(role)
  )
    throw new Error('The user profile answer has an unexpected shape');
  return { uuid, email, firstName, lastName, picture, role };
}
