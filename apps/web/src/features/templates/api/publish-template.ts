/** templates POST /publish/{id} (spec 3 sections 4, 7.3): draft to published; there is no unpublish. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template } from '@dc/contracts';
import { templateKeys } from './keys';
import { templatePath, templatesApi, withTeam } from './template-client';

export const publishTemplate = ({ teamId, templateId }: { teamId: string; templateId: string }) =>
  templatesApi().post<Template>(`/publish${templatePath(templateId)}`, undefined, withTeam(teamId));

export function usePublishTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTemplate,
    onSuccess: (template, { teamId, templateId }) => {
      // The publish answer has no locales: keep the content already loaded.
      queryClient.setQueryData<Template>(templateKeys.detail(teamId, templateId), (old) =>
        old ? { ...old, ...template, locales: template.locales ?? old.locales } : template,
      );
      return queryClient.invalidateQueries({ queryKey: templateKeys.lists(teamId) });
    },
  });
}
