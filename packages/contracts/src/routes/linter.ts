/** apps/server/src/modules/linter: lint jobs of the current team (multipart upload). */
import { lintJobParams, lintJobSchema, lintSubmitQuery } from '../linter.js';
import { moduleRoutes } from './types.js';

/** An internal team's own jobs: 403 for other teams, 404 for another team's or an unknown job. */
const team = { teamHeader: true, errors: [404] } as const;

export const LINTER_HTTP_ROUTES = moduleRoutes('linter', '/api/linter', {
  /** The team is checked before the query; a declared body over the limit is refused before it is read (413). */
  submit: {
    method: 'POST',
    path: '/specs/linter',
    query: lintSubmitQuery,
    bodyType: 'multipart',
    ...team,
    errors: [404, 413, 415],
    responses: { 202: lintJobSchema },
  },
  job: {
    method: 'GET',
    path: '/specs/linter/:referenceId',
    params: lintJobParams,
    ...team,
    responses: { 200: lintJobSchema },
  },
  source: {
    method: 'GET',
    path: '/specs/linter/:referenceId/source',
    params: lintJobParams,
    ...team,
    responses: { 200: { raw: 'text/plain', description: 'The uploaded file' } },
  },
});
