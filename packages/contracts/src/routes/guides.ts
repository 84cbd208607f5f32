/** apps/server/src/modules/guides: the visible guides and one guide's HTML fragment ({fileName}.html). */
import { cacheBustQuery, guideListSchema } from '../guides.js';
import { moduleRoutes } from './types.js';

export const GUIDES_HTTP_ROUTES = moduleRoutes('guides', '/api/guides', {
  // A user without a team yet reads the public guides (spec 3): the team header is optional here.
  list: {
    method: 'GET',
    path: '/guides.json',
    query: cacheBustQuery,
    teamHeader: 'optional',
    responses: { 200: guideListSchema },
  },
  page: {
    method: 'GET',
    path: '/:page',
    query: cacheBustQuery,
    teamHeader: 'optional',
    errors: [404],
    responses: { 200: { raw: 'text/html' } },
  },
});
