/**
 * documents (prefix /api/documents), spec 2 section 7 "Documents" (shapes in contracts documents.ts):
 *   POST /upload (multipart: file, id, name=introduction, type), POST /document/{id}?file&type,
 *   GET /document/{id}?file&type, GET /{type}/{id}/{file}.html. The current team comes in the team_uuid header
 *   (req.team; HTTP_ROUTES.documents). The upload's multipart body is left to its handler, which streams it within
 *   the limits below.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, HTTP_ROUTES, introductionUploadFields } from '@dc/contracts';
import { registerRoutes } from '../../platform/contract/registrar.js';
import { catalogueError } from '../../platform/errors.js';
import { parseWith } from '../../platform/http.js';
import { DOCUMENT_PAGE_CSP } from './render.js';
import { createDocumentsService } from './documents.service.js';

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
  const service = createDocumentsService(pool, app.products);
  await app.register(multipart, { limits });
  registerRoutes(
    app,
    HTTP_ROUTES.documents,
    {
      upload: async ({ caller, team, req }) => service.upload(caller.id, team?.id, await readUpload(req)),
      save: ({ caller, team, params, query, body }) =>
        service.save(caller.id, team?.id, params.documentId, query, body.data),
      get: ({ caller, team, params, query }) => service.get(caller.id, team?.id, params.documentId, query),
      html: async ({ caller, team, params, reply }) => {
        const html = await service.html(caller.id, team?.id, params.type, params.documentId, params.page);
        if (html === undefined) return void reply.status(204).header('cache-control', 'private, no-cache');
        reply
          .header('content-security-policy', DOCUMENT_PAGE_CSP)
          .header('cache-control', 'private, no-cache')
          .type('text/html; charset=utf-8');
        return html;
      },
    },
    { routeOptions: { save: { bodyLimit: 2 * DOCUMENT_MAX_BYTES } } },
  );
}
