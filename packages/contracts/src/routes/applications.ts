/** apps/server/src/modules/applications: the current team's applications and their secrets (apim). */
import { APIM_PREFIX } from '../apis.js';
import {
  applicationCreatedSchema,
  applicationListQuery,
  applicationListSchema,
  applicationParams,
  applicationSchema,
  createApplicationBody,
  secretListSchema,
  secretParams,
  secretValueListSchema,
  updateApplicationBody,
} from '../applications.js';
import { moduleRoutes } from './types.js';

const team = { teamHeader: true, errors: [404] } as const;
const one = { params: applicationParams, ...team } as const;
const list = { query: applicationListQuery, teamHeader: true, responses: { 200: applicationListSchema } } as const;
const noContent = { 204: null } as const;

export const APPLICATIONS_HTTP_ROUTES = moduleRoutes('applications', `${APIM_PREFIX}/applications`, {
  list: { method: 'GET', path: '', ...list },
  listSlash: { method: 'GET', path: '/', ...list },
  get: { method: 'GET', path: '/:applicationId', ...one, responses: { 200: applicationSchema } },
  create: {
    method: 'POST',
    path: '',
    body: createApplicationBody,
    ...team,
    errors: [409],
    responses: { 201: applicationCreatedSchema },
  },
  update: {
    method: 'PATCH',
    path: '/:applicationId',
    body: updateApplicationBody,
    ...one,
    responses: { 200: applicationSchema },
  },
  remove: { method: 'DELETE', path: '/:applicationId', ...one, errors: [404, 409], responses: noContent },
  secrets: { method: 'GET', path: '/:applicationId/secrets', ...one, responses: { 200: secretListSchema } },
  createSecret: {
    method: 'POST',
    path: '/:applicationId/secrets',
    ...one,
    errors: [404, 409],
    responses: { 201: secretValueListSchema },
  },
  secret: {
    method: 'GET',
    path: '/:applicationId/secrets/:secretId',
    params: secretParams,
    ...team,
    responses: { 200: secretValueListSchema },
  },
  removeSecret: {
    method: 'DELETE',
    path: '/:applicationId/secrets/:secretId',
    params: secretParams,
    ...team,
    errors: [404, 409],
    responses: noContent,
  },
});
