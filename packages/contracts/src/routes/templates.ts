/** apps/server/src/modules/templates: mail templates of the current team (TEMPLATE_ROUTES). */
import {
  TEMPLATES_PREFIX,
  TEMPLATE_ROUTES,
  createTemplateBody,
  templateGetQuery,
  templateListQuery,
  templateParams,
  templatePreviewQuery,
  updateTemplateBody,
} from '../templates.js';
import { fromRoutes, moduleRoutes } from './types.js';

const team = { teamHeader: true } as const;

export const TEMPLATES_HTTP_ROUTES = moduleRoutes('templates', TEMPLATES_PREFIX, {
  ...fromRoutes(TEMPLATE_ROUTES, {
    list: { query: templateListQuery, ...team },
    get: { params: templateParams, query: templateGetQuery, ...team },
    create: { body: createTemplateBody, ...team },
    update: { params: templateParams, body: updateTemplateBody, ...team },
    remove: { params: templateParams, ...team },
    publish: { params: templateParams, ...team },
    preview: { params: templateParams, query: templatePreviewQuery, ...team },
  }),
  // The collection answers without the trailing slash too.
  listBare: { method: 'GET', path: '', query: templateListQuery, ...team },
  createBare: { method: 'POST', path: '', body: createTemplateBody, ...team },
});
