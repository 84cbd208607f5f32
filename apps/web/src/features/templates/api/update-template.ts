/** templates PUT /{id} (spec 3 section 7.3): a full replacement; success refreshes the list (section 4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template, UpdateTemplateBody } from '@dc/contracts';
import { templateKeys } from './keys';
import { templatePath, templatesApi, withTeam } from './template-client';

interface UpdateArgs {
  teamId: string;
  templateId: string;
  body: UpdateTemplateBody;
}

export const updateTemplate = ({ teamId, templateId, body }: UpdateArgs) =>
  templatesApi().put<Template>(templatePath(templateId), body, withTeam(teamId));

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: (template, { teamId, templateId }) => {
      queryClient.setQueryData(templateKeys.detail(teamId, templateId), template);
      return queryClient.invalidateQueries({ queryKey: templateKeys.lists(teamId) });
    },
  });
}
