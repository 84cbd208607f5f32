/** The signed-in user's profile and preferences (spec 1 sections 3, 7.3 and 7.4). */
import { PLATFORM_ERROR_CODES, type Preference, type UserProfile } from '@dc/contracts';
import type { Db } from '../../platform/db/pool.js';
import { forbidden } from '../../platform/errors.js';
import type { AuthUser } from '../../identity/identity.plugin.js';
import * as repo from './users.repository.js';

/** The caller's row was read (and found) while authenticating: the profile needs no second query. */
export function getMyProfile(caller: AuthUser): UserProfile {
  return {
    uuid: caller.id,
    email: caller.email,
    firstName: caller.givenName,
    lastName: caller.familyName,
    picture: caller.picture,
    // Platform-wide roles are not modelled yet; team roles come with teams.
    role: null,
  };
}

/** Preferences are private: the path's user id must be the caller's own. */
function assertOwnPreferences(caller: AuthUser, userId: string): void {
  if (userId.toLowerCase() !== caller.id.toLowerCase()) {
    throw forbidden("You cannot read or change another user's preferences.", PLATFORM_ERROR_CODES.forbidden);
  }
}

export async function listPreferences(db: Db, caller: AuthUser, userId: string): Promise<{ items: Preference[] }> {
  assertOwnPreferences(caller, userId);
  return { items: await repo.listPreferences(db, caller.id) };
}

export async function setPreference(db: Db, caller: AuthUser, userId: string, pref: Preference): Promise<Preference> {
  assertOwnPreferences(caller, userId);
  return repo.upsertPreference(db, caller.id, pref);
}
