/**
 * apim GET /applications/{appId}/secrets/{secretId} (spec 2 section 7): response data[0].secret. Read when the user
 * shows or copies a secret, never cached (a secret value is not kept in the persisted query cache).
 */
import { api } from '../../../shared/lib/api-call';

export async function getSecretValue(teamId: string, applicationId: string, secretId: string): Promise<string> {
  const res = await api.call('applications.secret', {
    team: teamId,
    params: { applicationId, secretId },
  });
  return res.data[0]?.secret ?? '';
}
