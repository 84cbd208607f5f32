/**
 * apim GET /apis/{apiId}/versions/{version}/reference[/operations/{index}|/schemas/{name}]: the reference of a
 * version in parts, as a source for the shared viewer (the index first, then what the user opens).
 */
import type { JsonObject, ReferenceIndex, ReferenceOperation } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import type { ReferenceSource } from '../../../shared/ui/api-reference/reference-source';
import { teamHeaders } from './team-headers';

export function apiReferenceSource(teamId: string, apiId: string, version: string): ReferenceSource {
  const base = `/apis/${encodeURIComponent(apiId)}/versions/${encodeURIComponent(version)}/reference`;
  const get = <T>(path: string) => apiClient('apim').get<T>(`${base}${path}`, { headers: teamHeaders(teamId) });
  return {
    key: `apim:${teamId}:${apiId}:${version}`,
    index: () => get<ReferenceIndex>(''),
    operation: (index) => get<ReferenceOperation>(`/operations/${index}`),
    schema: (name) => get<JsonObject>(`/schemas/${encodeURIComponent(name)}`),
  };
}
