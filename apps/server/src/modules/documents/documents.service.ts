/**
 * Product documents (spec 2 section 7 "Documents"): the introduction (JSON or YAML) and Markdown files of a product,
 * stored in PostgreSQL, read by teams that may see the product, written by its documentation editors (AZ1003), and
 * rendered as sanitized HTML pages.
 */
import type pg from 'pg';
import {
  DOCUMENT_ERRORS,
  DOCUMENT_MAX_BYTES,
  INTRODUCTION,
  PRODUCT_ACTIONS,
  PRODUCT_ERRORS,
  decodeDocument,
  documentHtmlUrl,
  encodeDocument,
  type DocumentType,
  type ProductDocument,
} from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';
import type { ProductsService, TeamContext } from '../products/products.service.js';
import { findDocument, saveDocument, type DocumentRow } from './documents.repository.js';
import { readIntroduction } from './introduction.js';
import { htmlPage, introductionToHtml, markdownToHtml } from './render.js';

/** The sanitizing Markdown renderer, for other modules that render Markdown (guides). */
export { markdownToHtml } from './render.js';

const KIND = { api: 'API', event: 'EVENT' } as const;

const toDocument = (type: DocumentType, d: DocumentRow): ProductDocument => ({
  documentId: d.productId,
  type,
  file: d.file,
  format: d.format,
  data: encodeDocument(d.content),
  updatedAt: d.updatedAt.toISOString(),
  updatedBy: d.updatedBy,
  htmlUrl: documentHtmlUrl(type, d.productId, d.file),
});

export function createDocumentsService(pool: pg.Pool, products: ProductsService) {
  const { access } = products;
  const product = (ctx: TeamContext, type: DocumentType, id: string) =>
    access.product(ctx, id, KIND[type], DOCUMENT_ERRORS.notFound);

  async function write(
    callerId: string,
    teamId: string | undefined,
    type: DocumentType,
    id: string,
    file: string,
    text: () => string,
  ) {
    const ctx = await access.team(callerId, teamId);
    const row = await product(ctx, type, id);
    access.require(ctx, row, PRODUCT_ACTIONS.document, PRODUCT_ERRORS.uploadDocumentationForbidden);
    const content = text();
    if (Buffer.byteLength(content) > DOCUMENT_MAX_BYTES) throw catalogueError(DOCUMENT_ERRORS.tooLarge);
    const format = file === INTRODUCTION ? readIntroduction(content).format : 'markdown';
    await saveDocument(pool, { productId: id, file, format, content, updatedBy: callerId });
    return toDocument(type, (await findDocument(pool, id, file))!);
  }

  return {
    /** POST /upload: the introduction file (checked lazily: permission first, then the file). */
    upload(
      callerId: string,
      teamId: string | undefined,
      f: { id: string; type: DocumentType; text?: string; fileName?: string },
    ) {
      return write(callerId, teamId, f.type, f.id, INTRODUCTION, () => {
        if (f.text === undefined) throw catalogueError(DOCUMENT_ERRORS.fileMissing);
        return readIntroduction(f.text, f.fileName).source;
      });
    },

    /** POST /document/{id}?file&type with { data: base64 }. */
    save(
      callerId: string,
      teamId: string | undefined,
      id: string,
      q: { file: string; type: DocumentType },
      data: string,
    ) {
      return write(callerId, teamId, q.type, id, q.file, () => {
        try {
          return decodeDocument(data);
        } catch {
          throw catalogueError(DOCUMENT_ERRORS.notBase64);
        }
      });
    },

    /** GET /document/{id}?file&type */
    async get(callerId: string, teamId: string | undefined, id: string, q: { file: string; type: DocumentType }) {
      await product(await access.team(callerId, teamId), q.type, id);
      const doc = await findDocument(pool, id, q.file);
      if (!doc) throw catalogueError(DOCUMENT_ERRORS.notFound);
      return toDocument(q.type, doc);
    },

    /**
     * GET /{type}/{id}/{page}.html: the rendered, sanitized page. A product with no introduction yet has nothing to
     * render (undefined: 204), which is not an error: every product page asks for it (issue 22 defect 12).
     */
    async html(callerId: string, teamId: string | undefined, type: DocumentType, id: string, page: string) {
      const row = await product(await access.team(callerId, teamId), type, id);
      const base = page.replace(/\.html$/, '');
      const file = base === INTRODUCTION ? INTRODUCTION : `${base}.md`;
      const doc = await findDocument(pool, id, file);
      if (!doc && file === INTRODUCTION) return undefined;
      if (!doc) throw catalogueError(DOCUMENT_ERRORS.notFound);
      const body =
        file === INTRODUCTION
          ? introductionToHtml(readIntroduction(doc.content).document)
          : markdownToHtml(doc.content);
      return htmlPage(`${row.displayName} - ${file === INTRODUCTION ? 'Introduction' : base}`, body);
    },
  };
}
