/** apim PATCH /applications/{applicationId} (spec 2 section 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, UpdateApplicationBody } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { applicationKeys } from './keys';

export const updateApplication = (teamId: string, applicationId: string, body: UpdateApplicationBody) =>
  apiClient('apim').patch<Application>(`/applications/${encodeURIComponent(applicationId)}`, body, {
    headers: teamHeader(teamId),
  });

export function useUpdateApplication(teamId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateApplicationBody) => updateApplication(teamId, applicationId, body),
    onSuccess: (app) => {
      queryClient.setQueryData(applicationKeys.detail(teamId, applicationId), app);
      return queryClient.invalidateQueries({ queryKey: applicationKeys.list(teamId) });
    },
  });
}
