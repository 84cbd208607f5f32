/** apim DELETE /applications/{applicationId} (spec 2 section 7); its subscriptions go with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export const deleteApplication = (teamId: string, applicationId: string) =>
  api.call('applications.remove', { team: teamId, params: { applicationId } });

export function useDeleteApplication(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => deleteApplication(teamId, applicationId),
    onSuccess: () => {
      // Subscriptions of the application went with it.
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      return queryClient.invalidateQueries({ queryKey: applicationKeys.list(teamId) });
    },
  });
}
