/** apim POST /applications/{applicationId}/secrets (spec 2 section 7): at most 5 per application. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecretValueList } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { applicationKeys } from './keys';

export const createSecret = (teamId: string, applicationId: string) =>
  apiClient('apim').post<SecretValueList>(`/applications/${encodeURIComponent(applicationId)}/secrets`, undefined, {
    headers: teamHeader(teamId),
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
