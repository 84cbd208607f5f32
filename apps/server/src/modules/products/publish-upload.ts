/**
 * Reads a publishing upload: multipart/form-data with one `file` part (the document, at most 20 MB of UTF-8 text)
 * and a `metadata` field (JSON text). Parts other than these are refused.
 */
import type { FastifyRequest } from 'fastify';
import { PLATFORM_ERROR_CODES, PRODUCT_ERRORS, PRODUCT_SPEC_MAX_BYTES } from '@dc/contracts';
import { AppError, catalogueError } from '../../platform/errors.js';
import type { PublishInput } from './publish.service.js';

export const publishLimits = { fileSize: PRODUCT_SPEC_MAX_BYTES, files: 1, fields: 4, fieldSize: 256 * 1024, parts: 5 };

const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function receivePublishUpload(req: FastifyRequest): Promise<PublishInput> {
  if (!req.isMultipart()) throw catalogueError(PRODUCT_ERRORS.fileMissing);
  const input: Partial<PublishInput> = {};
  try {
    for await (const part of req.parts({ limits: publishLimits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file')
          throw new AppError(400, PLATFORM_ERROR_CODES.validation, 'Send the document as the `file` part.');
        try {
          input.text = utf8.decode(bytes);
        } catch {
          throw catalogueError(PRODUCT_ERRORS.fileType);
        }
        input.fileName = part.filename || undefined;
      } else if (part.fieldname === 'metadata') {
        input.metadata = part.value;
      } else {
        throw new AppError(
          400,
          PLATFORM_ERROR_CODES.validation,
          `Unknown field ${part.fieldname}: send file and metadata.`,
        );
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw catalogueError(PRODUCT_ERRORS.fileTooLarge);
    throw err;
  }
  if (input.text === undefined) throw catalogueError(PRODUCT_ERRORS.fileMissing);
  return { text: input.text, fileName: input.fileName, metadata: input.metadata };
}
