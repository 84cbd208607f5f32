/**
 * apim GET /apis/{apiId}/versions/{version}/openapi[?environment] (a version's spec_url): the OpenAPI document,
 * with its servers pointing at the chosen deployment. Fetched with the bearer token, then handed to the viewer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductEnvironment } from '@dc/contracts';
import { apiClient } from '../../../shared/lib/api-client';
import { productKeys } from './keys';
import { teamHeaders } from './team-headers';

export type OpenApiDocument = Record<string, unknown>;

export const getOpenApi = (teamId: string, apiId: string, version: string, environment?: ProductEnvironment) =>
  apiClient('apim').get<OpenApiDocument>(
    `/apis/${encodeURIComponent(apiId)}/versions/${encodeURIComponent(version)}/openapi`,
    { headers: teamHeaders(teamId), query: { environment } },
  );

export const getOpenApiQueryOptions = (
  teamId: string,
  apiId: string,
  version: string,
  environment?: ProductEnvironment,
) =>
  queryOptions({
    queryKey: productKeys.openapi(teamId, apiId, version, environment),
    queryFn: () => getOpenApi(teamId, apiId, version, environment),
    // Documents are large: keep them only while a page shows them.
    gcTime: 60_000,
  });

export const useOpenApi = (
  teamId: string | undefined,
  apiId: string,
  version: string | undefined,
  environment?: ProductEnvironment,
) =>
  useQuery({
    ...getOpenApiQueryOptions(teamId ?? '', apiId, version ?? '', environment),
    enabled: Boolean(teamId && version),
  });
