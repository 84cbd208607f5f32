/** apps/server/src/modules/templates: mail templates of the current team (TEMPLATE_ROUTES). */
import {
  TEMPLATES_PREFIX,
  TEMPLATE_ROUTES,
  createTemplateBody,
  createTemplateResponseSchema,
  templateGetQuery,
  templateListQuery,
  templateListSchema,
  templateParams,
  templatePreviewQuery,
  templatePreviewSchema,
  templateSchema,
  updateTemplateBody,
} from '../templates.js';
import { fromRoutes, moduleRoutes } from './types.js';

const team = { teamHeader: true } as const;
const one = { params: templateParams, ...team, errors: [404] } as const;
const list = { query: templateListQuery, ...team, responses: { 200: templateListSchema } } as const;
const create = {
  body: createTemplateBody,
  ...team,
  responses: { 201: createTemplateResponseSchema },
} as const;

export const TEMPLATES_HTTP_ROUTES = moduleRoutes('templates', TEMPLATES_PREFIX, {
  ...fromRoutes(TEMPLATE_ROUTES, {
    list,
    get: { ...one, query: templateGetQuery, responses: { 200: templateSchema } },
    create,
    update: { ...one, body: updateTemplateBody, responses: { 200: templateSchema } },
    remove: { ...one, responses: { 204: null } },
    publish: { ...one, responses: { 200: templateSchema } },
    preview: { ...one, query: templatePreviewQuery, responses: { 200: templatePreviewSchema } },
  }),
  // The collection answers without the trailing slash too.
  listBare: { method: 'GET', path: '', ...list },
  createBare: { method: 'POST', path: '', ...create },
});
