/** templates PUT /{id} (spec 3 section 7.3): a full replacement; success refreshes the list (section 4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateTemplateBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

interface UpdateArgs {
  teamId: string;
  templateId: string;
  body: UpdateTemplateBody;
}

export const updateTemplate = ({ teamId, templateId, body }: UpdateArgs) =>
  api.call('templates.update', { team: teamId, params: { id: templateId }, body });

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
