/** templates DELETE /{id} (spec 3 section 7.3). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateKeys } from './keys';
import { templatePath, templatesApi, withTeam } from './template-client';

export const deleteTemplate = ({ teamId, templateId }: { teamId: string; templateId: string }) =>
  templatesApi().delete<void>(templatePath(templateId), withTeam(teamId));

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_res, { teamId }) => queryClient.invalidateQueries({ queryKey: templateKeys.lists(teamId) }),
  });
}
