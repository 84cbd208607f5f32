/** apim POST /applications/{applicationId}/secrets (spec 2 section 7): at most 5 per application. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export const createSecret = (teamId: string, applicationId: string) =>
  api.call('applications.createSecret', {
    team: teamId,
    params: { applicationId },
  });

export function useCreateSecret(teamId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createSecret(teamId, applicationId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(teamId, applicationId) });
      return queryClient.invalidateQueries({ queryKey: applicationKeys.secrets(teamId, applicationId) });
    },
  });
}
