/** apps/server/src/modules/authorization: the authz service's bulk checks. */
import { bulkChecksBody, bulkChecksResponse } from '../authorization.js';
import { moduleRoutes } from './types.js';

export const AUTHORIZATION_HTTP_ROUTES = moduleRoutes('authorization', '/api/authz', {
  bulkChecks: {
    method: 'POST',
    path: '/authorization/bulk/checks',
    body: bulkChecksBody,
    responses: { 200: bulkChecksResponse },
  },
});
