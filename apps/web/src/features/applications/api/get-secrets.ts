/** apim GET /applications/{appId}/secrets (spec 2 section 7): the secrets' ids, without their values. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecretSummary } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import { applicationKeys } from './keys';

export async function getSecrets(teamId: string, applicationId: string): Promise<SecretSummary[]> {
  const res = await api.call('applications.secrets', {
    team: teamId,
    params: { applicationId },
  });
  return res.data ?? [];
}

export const getSecretsQueryOptions = (teamId: string, applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.secrets(teamId, applicationId),
    queryFn: () => getSecrets(teamId, applicationId),
    // Secret ids are cheap and change under other members' hands: read them fresh when the tab opens.
    staleTime: 0,
  });

export const useSecrets = (teamId: string | undefined, applicationId: string) =>
  useQuery({ ...getSecretsQueryOptions(teamId ?? '', applicationId), enabled: !!teamId });
