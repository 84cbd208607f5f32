/** templates POST / (spec 3 section 7.3): returns the new template_id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplateBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { templateKeys } from './keys';

export const createTemplate = ({ teamId, body }: { teamId: string; body: CreateTemplateBody }) =>
  api.call('templates.create', { team: teamId, body });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (_res, { teamId }) => queryClient.invalidateQueries({ queryKey: templateKeys.lists(teamId) }),
  });
}
