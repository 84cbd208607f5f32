/**
 * Product documents (spec 2 sections 2.3, 7 "Documents"), served under /api/documents with the current team in the
 * `team_uuid` header. A document belongs to a product (documentId = the product's uuid; type api or event) and is
 * either its introduction (JSON or YAML, introductionDocumentSchema) or a Markdown file (<name>.md).
 *   POST /upload   multipart: file, id, name=introduction, type=api|event -> 201 documentSchema. Not JSON or YAML:
 *                  400 API1017; no file: 400 API1018; valid syntax but not an introduction: 400 DOCUMENT_INVALID.
 *   POST /document/{documentId}?file={name}.md|introduction&type  body saveDocumentBody { data: base64 } -> documentSchema
 *                  (data not base64: 400 API1030)
 *   GET  /document/{documentId}?file&type  -> documentSchema (data: the stored text, base64); none: 404 DOCUMENT_NOT_FOUND
 *   GET  /{type}/{documentId}/{file}.html  -> the rendered page (text/html), sanitized: introduction.html or <name>.html
 * Reading needs a team that may see the product (403 AZ1001 otherwise); writing needs the product's `document`
 * permission (an admin or documentation editor of the owning team; 403 AZ1003 otherwise).
 */
import { z } from 'zod';
import type { CatalogueError } from './team-errors.js';

export const DOCUMENT_TYPES = ['api', 'event'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;
export const INTRODUCTION = 'introduction';
export const DOCUMENT_MAX_BYTES = 1_000_000;
/** Timings of the edit dialog (spec 2 sections 2.3, 9). */
export const DOCUMENT_DIALOG_CLOSE_MS = 2000;
export const INTRODUCTION_SAVE_RELOAD_MS = 3000;

export const markdownFileSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.md$/, 'A Markdown file name: letters, digits, - and _, ending in .md.');
export const documentFileSchema = z.union([z.literal(INTRODUCTION), markdownFileSchema]);

/** The introduction: a title, a summary and Markdown (one text, or sections with headings). */
export const introductionDocumentSchema = z
  .object({
    title: z.string().max(200).optional(),
    summary: z.string().max(2000).optional(),
    markdown: z.string().max(DOCUMENT_MAX_BYTES).optional(),
    sections: z
      .array(z.object({ heading: z.string().min(1).max(200), markdown: z.string().max(DOCUMENT_MAX_BYTES) }))
      .max(50)
      .optional(),
  })
  .strict()
  .refine((d) => Boolean(d.markdown || d.sections?.length || d.summary), {
    message: 'An introduction needs a summary, markdown or sections.',
  });
export type IntroductionDocument = z.infer<typeof introductionDocumentSchema>;

export const introductionUploadFields = z.object({
  id: z.string().uuid(),
  name: z.literal(INTRODUCTION),
  type: documentTypeSchema,
});

export const documentParams = z.object({ documentId: z.string().uuid() });
export const documentQuery = z.object({ file: documentFileSchema, type: documentTypeSchema });
export const documentHtmlParams = z.object({
  type: documentTypeSchema,
  documentId: z.string().uuid(),
  page: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.html$/),
});
export const saveDocumentBody = z.object({ data: z.string().max(Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4 + 4) });

export const documentSchema = z.object({
  documentId: z.string().uuid(),
  type: documentTypeSchema,
  file: z.string(),
  format: z.enum(['markdown', 'yaml', 'json']),
  /** The stored text, base64 (UTF-8). */
  data: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  htmlUrl: z.string(),
});
export type ProductDocument = z.infer<typeof documentSchema>;

export const DOCUMENTS_PREFIX = '/api/documents';
/** Where a document is rendered: /api/documents/{type}/{id}/{file without .md}.html */
export const documentHtmlUrl = (type: DocumentType, documentId: string, file: string) =>
  `${DOCUMENTS_PREFIX}/${type}/${documentId}/${file.replace(/\.md$/, '')}.html`;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of UTF-8 text (no platform globals: browser and Node alike). */
export function encodeDocument(text: string): string {
  const bytes: number[] = [];
  // encodeURIComponent yields UTF-8 as %XX escapes, leaving some ASCII as is.
  for (const part of encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? [])
    bytes.push(part.length === 3 ? parseInt(part.slice(1), 16) : part.charCodeAt(0));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[n >> 18] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

/** The text of base64 UTF-8; throws on anything that is not (bad alphabet, padding or UTF-8). */
export function decodeDocument(data: string): string {
  const clean = data.replace(/\s+/g, '');
  if (clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) throw new Error('not base64');
  let escaped = '';
  for (let i = 0; i < clean.length; i += 4) {
    const c = [0, 1, 2, 3].map((k) => (clean[i + k] === '=' ? 0 : B64.indexOf(clean[i + k])));
    const n = (c[0] << 18) | (c[1] << 12) | (c[2] << 6) | c[3];
    const bytes = [n >> 16, (n >> 8) & 255, n & 255].slice(0, 3 - (clean.slice(i, i + 4).split('=').length - 1));
    for (const b of bytes) escaped += `%${b.toString(16).padStart(2, '0')}`;
  }
  return decodeURIComponent(escaped);
}

export const DOCUMENT_ERRORS = {
  fileType: { code: 'API1017', status: 400, message: 'Invalid file type, upload JSON or YAML.' },
  fileMissing: { code: 'API1018', status: 400, message: 'Documentation file not uploaded.' },
  notBase64: { code: 'API1030', status: 400, message: 'Invalid file type, upload base64.' },
  notFound: { code: 'DOCUMENT_NOT_FOUND', status: 404, message: 'Documentation not found' },
  invalid: { code: 'DOCUMENT_INVALID', status: 400, message: 'The introduction document is not valid.' },
  tooLarge: { code: 'DOCUMENT_TOO_LARGE', status: 413, message: 'The document is larger than 1 MB.' },
} as const satisfies Record<string, CatalogueError>;
