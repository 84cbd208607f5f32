/** apim DELETE /applications/{appId}/secrets/{secretId} (spec 2 section 7): never the last one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export const deleteSecret = (teamId: string, applicationId: string, secretId: string) =>
  api.call('applications.removeSecret', {
    team: teamId,
    params: { applicationId, secretId },
  });

export function useDeleteSecret(teamId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secretId: string) => deleteSecret(teamId, applicationId, secretId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(teamId, applicationId) });
      return queryClient.invalidateQueries({ queryKey: applicationKeys.secrets(teamId, applicationId) });
    },
  });
}
