/** templates DELETE /{id} (spec 3 section 7.3). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export const deleteTemplate = ({ teamId, templateId }: { teamId: string; templateId: string }) =>
  api.call('templates.remove', { team: teamId, params: { id: templateId } });

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_res, { teamId }) => queryClient.invalidateQueries({ queryKey: templateKeys.lists(teamId) }),
  });
}
