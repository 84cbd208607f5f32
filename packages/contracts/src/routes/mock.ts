/**
 * apps/server/src/modules/mock: the mock upstream of published OpenAPI versions (any method under a version). A
 * wildcard route per method: the path after the version is the mocked operation's. Callers are applications (a
 * client-credentials token); the answer's status, media type and body are the mocked operation's, so it is raw.
 */
import { MOCK_PREFIX, mockParams } from '../mock.js';
import { moduleRoutes } from './types.js';

const mocked = {
  path: '/:product/:version/*',
  params: mockParams,
  auth: 'application',
  /** 400/404/405: the request does not fit the document; 403: the application is not subscribed. */
  errors: [403, 404, 405],
  responses: {
    200: { raw: '*/*', description: "The mocked operation's example or schema sample (its own status and type)" },
  },
} as const;

export const MOCK_HTTP_ROUTES = moduleRoutes('mock', MOCK_PREFIX, {
  mockGet: { method: 'GET', ...mocked },
  mockPost: { method: 'POST', ...mocked },
  mockPut: { method: 'PUT', ...mocked },
  mockPatch: { method: 'PATCH', ...mocked },
  mockDelete: { method: 'DELETE', ...mocked },
});
