/** GET /api/core/users/{uuid}/preferences (spec 1 section 7.3), read as a name-to-value dictionary. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesToMap } from '@dc/contracts';
import { api } from '../api-call';
import { useCurrentUser } from '../auth/get-current-user';
import { preferenceKeys } from './keys';

export type Preferences = Record<string, string>;

export async function getPreferences(userUuid: string): Promise<Preferences> {
  const res = await api.call('users.preferences', { params: { userId: userUuid } });
  return preferencesToMap(res.items ?? []);
}

export const getPreferencesQueryOptions = (userUuid: string) =>
  queryOptions({ queryKey: preferenceKeys.user(userUuid), queryFn: () => getPreferences(userUuid) });

export function usePreferences() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...getPreferencesQueryOptions(user?.uuid ?? ''), enabled: !!user });
}
