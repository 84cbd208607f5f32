/** apps/server/src/modules/linter: lint jobs of the current team (multipart upload). */
import { lintJobParams, lintSubmitQuery } from '../linter.js';
import { moduleRoutes } from './types.js';

export const LINTER_HTTP_ROUTES = moduleRoutes('linter', '/api/linter', {
  submit: { method: 'POST', path: '/specs/linter', query: lintSubmitQuery, bodyType: 'multipart', teamHeader: true },
  job: { method: 'GET', path: '/specs/linter/:referenceId', params: lintJobParams, teamHeader: true },
  source: { method: 'GET', path: '/specs/linter/:referenceId/source', params: lintJobParams, teamHeader: true },
});
