/** apim PATCH /applications/{applicationId} (spec 2 section 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateApplicationBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export const updateApplication = (teamId: string, applicationId: string, body: UpdateApplicationBody) =>
  api.call('applications.update', {
    team: teamId,
    params: { applicationId },
    body,
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
