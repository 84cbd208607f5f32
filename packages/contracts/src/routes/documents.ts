/** apps/server/src/modules/documents: product documents (introduction uploads, Markdown, rendered pages). */
import {
  DOCUMENTS_PREFIX,
  documentHtmlParams,
  documentParams,
  documentQuery,
  documentSchema,
  introductionUploadFields,
  saveDocumentBody,
} from '../documents.js';
import { moduleRoutes } from './types.js';

/** The product must be visible to the team (404 for an unknown one); writing needs its document permission (403). */
const team = { teamHeader: true, errors: [404] } as const;
const one = { params: documentParams, query: documentQuery, ...team } as const;

export const DOCUMENTS_HTTP_ROUTES = moduleRoutes('documents', DOCUMENTS_PREFIX, {
  upload: {
    method: 'POST',
    path: '/upload',
    body: introductionUploadFields,
    bodyType: 'multipart',
    ...team,
    errors: [404, 413],
    responses: { 201: documentSchema },
  },
  save: {
    method: 'POST',
    path: '/document/:documentId',
    ...one,
    body: saveDocumentBody,
    errors: [404, 413],
    responses: { 200: documentSchema },
  },
  get: { method: 'GET', path: '/document/:documentId', ...one, responses: { 200: documentSchema } },
  html: {
    method: 'GET',
    path: '/:type/:documentId/:page',
    params: documentHtmlParams,
    ...team,
    responses: {
      200: { raw: 'text/html', description: 'The rendered, sanitized page' },
      // The product has no introduction yet (introduction.html only; a missing Markdown page is a 404).
      204: null,
    },
  },
});
