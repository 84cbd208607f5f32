/** apps/server/src/modules/documents: product documents (introduction uploads, Markdown, rendered pages). */
import {
  DOCUMENTS_PREFIX,
  documentHtmlParams,
  documentParams,
  documentQuery,
  introductionUploadFields,
  saveDocumentBody,
} from '../documents.js';
import { moduleRoutes } from './types.js';

export const DOCUMENTS_HTTP_ROUTES = moduleRoutes('documents', DOCUMENTS_PREFIX, {
  upload: { method: 'POST', path: '/upload', body: introductionUploadFields, bodyType: 'multipart', teamHeader: true },
  save: {
    method: 'POST',
    path: '/document/:documentId',
    params: documentParams,
    query: documentQuery,
    body: saveDocumentBody,
    teamHeader: true,
  },
  get: { method: 'GET', path: '/document/:documentId', params: documentParams, query: documentQuery, teamHeader: true },
  html: { method: 'GET', path: '/:type/:documentId/:page', params: documentHtmlParams, teamHeader: true },
});
