/** apps/server/src/modules/applications: the current team's applications and their secrets (apim). */
import { APIM_PREFIX } from '../apis.js';
import {
  applicationListQuery,
  applicationParams,
  createApplicationBody,
  secretParams,
  updateApplicationBody,
} from '../applications.js';
import { moduleRoutes } from './types.js';

const one = { params: applicationParams, teamHeader: true } as const;

export const APPLICATIONS_HTTP_ROUTES = moduleRoutes('applications', `${APIM_PREFIX}/applications`, {
  list: { method: 'GET', path: '', query: applicationListQuery, teamHeader: true },
  listSlash: { method: 'GET', path: '/', query: applicationListQuery, teamHeader: true },
  get: { method: 'GET', path: '/:applicationId', ...one },
  create: { method: 'POST', path: '', body: createApplicationBody, teamHeader: true },
  update: { method: 'PATCH', path: '/:applicationId', body: updateApplicationBody, ...one },
  remove: { method: 'DELETE', path: '/:applicationId', ...one },
  secrets: { method: 'GET', path: '/:applicationId/secrets', ...one },
  createSecret: { method: 'POST', path: '/:applicationId/secrets', ...one },
  secret: { method: 'GET', path: '/:applicationId/secrets/:secretId', params: secretParams, teamHeader: true },
  removeSecret: { method: 'DELETE', path: '/:applicationId/secrets/:secretId', params: secretParams, teamHeader: true },
});
