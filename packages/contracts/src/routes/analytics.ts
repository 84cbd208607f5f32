/** apps/server/src/modules/analytics: page views (core). */
import { pageViewBody } from '../analytics.js';
import { moduleRoutes } from './types.js';

export const ANALYTICS_HTTP_ROUTES = moduleRoutes('analytics', '/api/core', {
  pageView: { method: 'POST', path: '/analytics/page-views', body: pageViewBody, responses: { 204: null } },
});
