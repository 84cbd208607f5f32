/** GET /api/profiles/users/me (spec 1 section 7.4), cached under USER_INFO: stored value first, then fresh. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, type UserProfile } from '@dc/contracts';
import { apiClient, type RequestOptions } from '../api-client';
import { readJson, writeJson } from '../storage';

export const currentUserKeys = { all: ['users', 'me'] as const };

export async function getCurrentUser(options?: RequestOptions): Promise<UserProfile> {
  const [{ userProfileSchema }, answer] = await Promise.all([
    import('./user-profile-schema'),
    apiClient('profiles').get('/users/me', options),
  ]);
  const user = userProfileSchema.parse(answer);
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
