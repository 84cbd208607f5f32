/** templates POST /publish/{id} (spec 3 sections 4, 7.3): draft to published; there is no unpublish. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export const publishTemplate = ({ teamId, templateId }: { teamId: string; templateId: string }) =>
  api.call('templates.publish', { team: teamId, params: { id: templateId } });

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
