/** apps/server/src/modules/apis: API products (apim). */
import {
  APIM_PREFIX,
  apiListQuery,
  apiListSchema,
  apiParams,
  apiProductSummarySchema,
  apiSpecParams,
  apiSpecQuery,
} from '../apis.js';
import {
  referenceIndexSchema,
  referenceOperationParams,
  referenceOperationSchema,
  referenceSchemaParams,
  referenceSchemaPartSchema,
} from '../api-reference.js';
import { moduleRoutes } from './types.js';

/**
 * The document and the reference's parts are JSON text stored once per version and sent as it is: no serialiser
 * runs on them (Fastify sends a JSON string as it is). The document is any OpenAPI document (raw); the parts have
 * their schemas in api-reference.ts, which type the client's answers and the OpenAPI document.
 */
const json = (description: string) => ({ 200: { raw: 'application/json', description } }) as const;
const spec = { params: apiSpecParams, teamHeader: true, errors: [404] } as const;

export const APIS_HTTP_ROUTES = moduleRoutes('apis', APIM_PREFIX, {
  list: { method: 'GET', path: '/apis', query: apiListQuery, teamHeader: true, responses: { 200: apiListSchema } },
  get: {
    method: 'GET',
    path: '/apis/:apiId',
    params: apiParams,
    teamHeader: true,
    errors: [404],
    responses: { 200: apiProductSummarySchema },
  },
  openapi: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/openapi',
    ...spec,
    query: apiSpecQuery,
    responses: json('The OpenAPI document of the version (of one deployment with environment)'),
  },
  reference: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/reference',
    ...spec,
    responses: { 200: referenceIndexSchema },
  },
  referenceOperation: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/reference/operations/:index',
    ...spec,
    params: referenceOperationParams,
    responses: { 200: referenceOperationSchema },
  },
  referenceSchema: {
    method: 'GET',
    path: '/apis/:apiId/versions/:version/reference/schemas/:name',
    ...spec,
    params: referenceSchemaParams,
    responses: { 200: referenceSchemaPartSchema },
  },
});
