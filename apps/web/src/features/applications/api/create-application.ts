/** apim POST /applications (spec 2 section 7): the new application and its first secret. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationCreated, CreateApplicationBody } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';
import { applicationKeys } from './keys';

export const createApplication = (teamId: string, body: CreateApplicationBody) =>
  apiClient('apim').post<ApplicationCreated>('/applications', body, { headers: teamHeader(teamId) });

export function useCreateApplication(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApplicationBody) => createApplication(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.list(teamId) }),
  });
}
