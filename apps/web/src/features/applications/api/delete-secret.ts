/** apim DELETE /applications/{appId}/secrets/{secretId} (spec 2 section 7): never the last one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { applicationKeys } from './keys';

export const deleteSecret = (teamId: string, applicationId: string, secretId: string) =>
  apiClient('apim').delete<void>(
    `/applications/${encodeURIComponent(applicationId)}/secrets/${encodeURIComponent(secretId)}`,
    { headers: teamHeader(teamId) },
  );

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
