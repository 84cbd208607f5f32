/**
 * apim GET /apis/{apiId}/versions/{version}/reference[/operations/{index}|/schemas/{name}]: the reference of a
 * version in parts, as a source for the shared viewer (the index first, then what the user opens).
 */
import type { JsonObject, ReferenceIndex, ReferenceOperation } from '@dc/contracts';
import { api } from '../../../shared/lib/api-call';
import type { ReferenceSource } from '../../../shared/ui/api-reference/reference-source';

/** The parts are JSON text the server stores and sends as is: their types are api-reference.ts's interfaces. */
export function apiReferenceSource(teamId: string, apiId: string, version: string): ReferenceSource {
  const params = { apiId, version };
  return {
    key: `apim:${teamId}:${apiId}:${version}`,
    index: () => api.call<'apis.reference', ReferenceIndex>('apis.reference', { team: teamId, params }),
    operation: (index) =>
      api.call<'apis.referenceOperation', ReferenceOperation>('apis.referenceOperation', {
        team: teamId,
        params: { ...params, index },
      }),
    schema: (name) =>
      api.call<'apis.referenceSchema', JsonObject>('apis.referenceSchema', {
        team: teamId,
        params: { ...params, name },
      }),
  };
}
