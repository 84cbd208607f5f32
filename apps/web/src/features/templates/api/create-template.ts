/** templates POST / (spec 3 section 7.3): returns the new template_id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplateBody } from '@dc/contracts';
import { templateKeys } from './keys';
import { templatesApi, withTeam } from './template-client';

export const createTemplate = ({ teamId, body }: { teamId: string; body: CreateTemplateBody }) =>
  templatesApi().post<{ template_id: string }>('/', body, withTeam(teamId));

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (_res, { teamId }) => queryClient.invalidateQueries({ queryKey: templateKeys.lists(teamId) }),
  });
}
