/** POST /api/core/users/{uuid}/preferences {name, value} (spec 1 section 7.3); the cached dictionary follows. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preference } from '@dc/contracts';
import { apiClient } from '../api-client';
import { useCurrentUser } from '../auth/get-current-user';
import type { Preferences } from './get-preferences';
import { preferenceKeys } from './keys';

export const setPreference = (userUuid: string, preference: Preference): Promise<Preference> =>
  apiClient('core').post<Preference>(`/users/${encodeURIComponent(userUuid)}/preferences`, preference);

export function useSetPreference() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  return useMutation({
    mutationFn: (preference: Preference) => {
      if (!user) throw new Error('no signed-in user');
      return setPreference(user.uuid, preference);
    },
    onSuccess: (stored) => {
      if (!user) return;
      queryClient.setQueryData<Preferences>(preferenceKeys.user(user.uuid), (old) => ({
        ...old,
        [stored.name]: stored.value,
      }));
    },
  });
}
