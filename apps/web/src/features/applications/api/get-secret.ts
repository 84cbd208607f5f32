/**
 * apim GET /applications/{appId}/secrets/{secretId} (spec 2 section 7): response data[0].secret. Read when the user
 * shows or copies a secret, never cached (a secret value is not kept in the persisted query cache).
 */
import type { SecretValueList } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';

export async function getSecretValue(teamId: string, applicationId: string, secretId: string): Promise<string> {
  const res = await apiClient('apim').get<SecretValueList>(
    `/applications/${encodeURIComponent(applicationId)}/secrets/${encodeURIComponent(secretId)}`,
    { headers: teamHeader(teamId) },
  );
  return res.data[0]?.secret ?? '';
}
