/** POST /api/core/users/{uuid}/preferences {name, value} (spec 1 section 7.3); the cached dictionary follows. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preference } from '@dc/contracts';
import { api } from '../api-call';
import { useCurrentUser } from '../auth/get-current-user';
import type { Preferences } from './get-preferences';
import { preferenceKeys } from './keys';

export const setPreference = (userUuid: string, preference: Preference): Promise<Preference> =>
  api.call('users.setPreference', { params: { userId: userUuid }, body: preference });

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
