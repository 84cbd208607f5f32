/** GET /api/profiles/users/me (spec 1 section 7.4), cached under USER_INFO: stored value first, then fresh. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, type UserProfile } from '@dc/contracts';
import { readJson, writeJson } from '../storage';

export const currentUserKeys = { all: ['users', 'me'] as const };

/**
 * `quiet`: a 401 is left to the caller (the sign-in callback) instead of starting a login. The typed client and the
 * answer's check load with the first call: /landing reads the stored user before its first paint (issue 18).
 */
export async function getCurrentUser(options?: { quiet?: boolean }): Promise<UserProfile> {
  const [{ parseUserProfile }, answer] = await Promise.all([
    import('./parse-user-profile'),
    import('../api-call').then(({ api, quietApi }) => (options?.quiet ? quietApi : api).call('users.me')),
  ]);
  const user = parseUserProfile(answer);
  writeJson(STORAGE_KEYS.userInfo, user);
  return user;
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: () => getCurrentUser(),
    initialData: () => readJson<UserProfile>(STORAGE_KEYS.userInfo),
    initialDataUpdatedAt: 0,
  });

export const useCurrentUser = () => useQuery(getCurrentUserQueryOptions());
