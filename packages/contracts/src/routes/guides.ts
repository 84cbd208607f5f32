/** apps/server/src/modules/guides: the visible guides and one guide's HTML fragment ({fileName}.html). */
import { guideListSchema } from '../guides.js';
import { moduleRoutes } from './types.js';

export const GUIDES_HTTP_ROUTES = moduleRoutes('guides', '/api/guides', {
  list: { method: 'GET', path: '/guides.json', teamHeader: true, responses: { 200: guideListSchema } },
  page: { method: 'GET', path: '/:page', teamHeader: true, errors: [404], responses: { 200: { raw: 'text/html' } } },
});
