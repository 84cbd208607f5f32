/**
 * The spec validator's worker thread: reads (parses and validates) uploaded documents off the server's event loop.
 * Refusals travel back as the catalogue error's fields; anything else as a crash message.
 */
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../platform/errors.js';
import { readSpecDocument } from './spec-document.js';
import type { SpecRequest, SpecReply } from './spec-validator.js';

parentPort?.on('message', (req: SpecRequest) => {
  readSpecDocument(req.text, req.fileName).then(
    (doc) => parentPort?.postMessage({ id: req.id, ok: true, doc } satisfies SpecReply),
    (err: unknown) =>
      parentPort?.postMessage({
        id: req.id,
        ok: false,
        error:
          err instanceof AppError
            ? { statusCode: err.statusCode, code: err.code, message: err.message, details: err.details }
            : { message: err instanceof Error ? err.message : String(err) },
      } satisfies SpecReply),
  );
});
