/** apps/server/src/modules/openapi: the platform's own OpenAPI document (generated from this table; no sign-in). */
import { moduleRoutes } from './types.js';

export const OPENAPI_HTTP_ROUTES = moduleRoutes('openapi', '/api', {
  document: {
    method: 'GET',
    path: '/openapi.json',
    auth: 'none',
    summary: "The console's own API as OpenAPI 3.1",
    responses: { 200: { raw: 'application/json', description: 'The OpenAPI 3.1 document of this API' } },
  },
});
