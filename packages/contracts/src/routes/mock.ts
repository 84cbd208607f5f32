/** apps/server/src/modules/mock: the mock upstream of published OpenAPI versions (any method under a version). */
import { MOCK_PREFIX, mockParams } from '../mock.js';
import { moduleRoutes } from './types.js';

const path = '/:product/:version/*';

export const MOCK_HTTP_ROUTES = moduleRoutes('mock', MOCK_PREFIX, {
  mockGet: { method: 'GET', path, params: mockParams },
  mockPost: { method: 'POST', path, params: mockParams },
  mockPut: { method: 'PUT', path, params: mockParams },
  mockPatch: { method: 'PATCH', path, params: mockParams },
  mockDelete: { method: 'DELETE', path, params: mockParams },
});
