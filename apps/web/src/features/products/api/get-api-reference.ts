/**
 * apim GET /apis/{apiId}/versions/{version}/reference[/operations/{index}|/schemas/{name}]: the reference of a
 * version in parts, as a source for the shared viewer (the index first, then what the user opens).
 */
import { api } from '../../../shared/lib/api-call';
import type { ReferenceSource } from '../../../shared/ui/api-reference/reference-source';

/** The parts' answers are typed by the route table (api-reference.ts's schemas). */
export function apiReferenceSource(teamId: string, apiId: string, version: string): ReferenceSource {
  const params = { apiId, version };
  return {
    key: `apim:${teamId}:${apiId}:${version}`,
    index: () => api.call('apis.reference', { team: teamId, params }),
    operation: (index) =>
      api.call('apis.referenceOperation', {
        team: teamId,
        params: { ...params, index },
      }),
    schema: (name) =>
      api.call('apis.referenceSchema', {
        team: teamId,
        params: { ...params, name },
      }),
  };
}
