/** apim POST /applications (spec 2 section 7): the new application and its first secret. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApplicationBody } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export const createApplication = (teamId: string, body: CreateApplicationBody) =>
  api.call('applications.create', { team: teamId, body });

export function useCreateApplication(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApplicationBody) => createApplication(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.list(teamId) }),
  });
}
