/**
 * documents (prefix /api/documents), spec 2 section 7 "Documents" (shapes in contracts documents.ts):
 *   POST /upload (multipart: file, id, name=introduction, type), POST /document/{id}?file&type,
 *   GET /document/{id}?file&type, GET /{type}/{id}/{file}.html. The current team comes in the team_uuid header.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOCUMENTS_PREFIX,
  DOCUMENT_ERRORS,
  DOCUMENT_MAX_BYTES,
  PRODUCT_TEAM_HEADER,
  documentHtmlParams,
  documentParams,
  documentQuery,
  introductionUploadFields,
  saveDocumentBody,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import { callerOf, parseWith } from '../../platform/http.js';
import { createProductsService } from '../products/products.service.js';
import { DOCUMENT_PAGE_CSP } from './render.js';
import { createDocumentsService } from './documents.service.js';

const teamOf = (req: FastifyRequest) => {
  const value = req.headers[PRODUCT_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};
const limits = { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };

/** The upload's fields and its file (as text; not UTF-8: API1017), in any order. */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw catalogueError(DOCUMENT_ERRORS.fileMissing);
  const fields: Record<string, string> = {};
  let file: { text: string; fileName?: string } | undefined;
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else {
        const bytes = await part.toBuffer();
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          throw catalogueError(DOCUMENT_ERRORS.fileType);
        }
        file = { text, fileName: part.filename || undefined };
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw catalogueError(DOCUMENT_ERRORS.tooLarge);
    throw err;
  }
  return { ...parseWith(introductionUploadFields, fields), ...file };
}

export async function documentsRoutes(app: FastifyInstance) {
  const { pool } = app.platform;
  const service = createDocumentsService(pool, createProductsService(pool));
  await app.register(multipart, { limits });
  const auth = { preHandler: app.authenticate };

  app.post(`${DOCUMENTS_PREFIX}/upload`, auth, async (req, reply) => {
    const caller = callerOf(req);
    return reply.status(201).send(await service.upload(caller.id, teamOf(req), await readUpload(req)));
  });
  app.post(`${DOCUMENTS_PREFIX}/document/:documentId`, { ...auth, bodyLimit: 2 * DOCUMENT_MAX_BYTES }, async (req) => {
    const { documentId } = parseWith(documentParams, req.params);
    const { data } = parseWith(saveDocumentBody, req.body);
    return service.save(callerOf(req).id, teamOf(req), documentId, parseWith(documentQuery, req.query), data);
  });
  app.get(`${DOCUMENTS_PREFIX}/document/:documentId`, auth, async (req) => {
    const { documentId } = parseWith(documentParams, req.params);
    return service.get(callerOf(req).id, teamOf(req), documentId, parseWith(documentQuery, req.query));
  });
  app.get(`${DOCUMENTS_PREFIX}/:type/:documentId/:page`, auth, async (req, reply) => {
    const { type, documentId, page } = parseWith(documentHtmlParams, req.params);
    const html = await service.html(callerOf(req).id, teamOf(req), type, documentId, page);
    return reply
      .header('content-security-policy', DOCUMENT_PAGE_CSP)
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
