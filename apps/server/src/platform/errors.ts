/** One error shape { code, message, details? } from one handler; 5xx details hidden. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { PLATFORM_ERROR_CODES } from '@dc/contracts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** An error of a contracts catalogue ({ code, status, message }), optionally with details. */
export const catalogueError = (e: { code: string; status: number; message: string }, details?: unknown) =>
  new AppError(e.status, e.code, e.message, details);

export const notFound = (message = 'Not found.', code: string = PLATFORM_ERROR_CODES.notFound) =>
  new AppError(404, code, message);
export const forbidden = (message = 'You are not allowed to do this.', code: string = PLATFORM_ERROR_CODES.forbidden) =>
  new AppError(403, code, message);
export const unauthorized = (message = 'Sign in to continue.') =>
  new AppError(401, PLATFORM_ERROR_CODES.unauthorized, message);

const codeByStatus: Record<number, string> = {
  400: PLATFORM_ERROR_CODES.validation,
  401: PLATFORM_ERROR_CODES.unauthorized,
  403: PLATFORM_ERROR_CODES.forbidden,
  404: PLATFORM_ERROR_CODES.notFound,
  405: PLATFORM_ERROR_CODES.methodNotAllowed,
  413: PLATFORM_ERROR_CODES.payloadTooLarge,
  415: PLATFORM_ERROR_CODES.unsupportedMediaType,
  429: PLATFORM_ERROR_CODES.rateLimited,
};

/**
 * Malformed or truncated multipart bodies: @fastify/busboy throws plain errors (no status) for these client
 * mistakes, and a file part cut short ends its stream prematurely; they answered 500 on the upload routes
 * (issue 13 item 4).
 */
const MULTIPART_CLIENT_ERROR = /^(Multipart: Boundary not found|Unexpected end of multipart data)/;
const isClientBodyError = (err: Error & { code?: string }) =>
  MULTIPART_CLIENT_ERROR.test(err.message) || err.code === 'ERR_STREAM_PREMATURE_CLOSE';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ code: err.code, message: err.message, details: err.details });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : isClientBodyError(err) ? 400 : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(status).send({ code: PLATFORM_ERROR_CODES.internal, message: 'An internal error occurred.' });
    }
    const details = err.validation
      ? err.validation.map((v) => ({ path: v.instancePath, message: v.message }))
      : undefined;
    return reply.status(status).send({
      code: codeByStatus[status] ?? err.code ?? PLATFORM_ERROR_CODES.validation,
      message: err.message,
      details,
    });
  });
}
