/** apps/server/src/modules/apis: API products (apim). */
import { APIM_PREFIX, apiListQuery, apiParams, apiSpecParams, apiSpecQuery } from '../apis.js';
import { referenceOperationParams, referenceSchemaParams } from '../api-reference.js';
import { moduleRoutes } from './types.js';

export const APIS_HTTP_ROUTES = moduleRoutes('apis', APIM_PREFIX, {
  list: { method: 'GET', path: '/apis', query: apiListQuery, teamHeader: true },
  get: { method: 'GET', path: '/apis/:apiId', params: apiParams, teamHeader: true },
  openapi: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/openapi',
    params: apiSpecParams,
    query: apiSpecQuery,
    teamHeader: true,
  },
  reference: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/reference',
    params: apiSpecParams,
    teamHeader: true,
  },
  referenceOperation: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/reference/operations/:index',
    params: referenceOperationParams,
    teamHeader: true,
  },
  referenceSchema: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/reference/schemas/:name',
    params: referenceSchemaParams,
    teamHeader: true,
  },
});
