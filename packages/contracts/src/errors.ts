/** Error catalogue (spec 1 section 8) and the one API error shape of the server. */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_PAGE_SUFFIX =
  'Please try going back, or let us know if we can be of any help using the form on the page below';

/** Spec 1's generic apology (SPEC-NOTES 4: the error page uses "...loading this page again."). */
export const GENERIC_ERROR_MESSAGE =
  "Apologies! An error has occurred, but we're on it and our engineers have been alerted. Please try loading this page again.";
/** Spec 2's wording, for developer-portal API error toasts. */
export const GENERIC_API_ERROR_MESSAGE =
  "Apologies! An error has occurred, but we're on it and our engineers have been alerted. Please try loading the page again.";

const unauthorizedMessage = 'This page cannot be viewed without proper authorization.';

export const ERROR_PAGES: Record<number, { title: string; message: string }> = {
  301: { title: 'Moved Permanently', message: 'This page has been permantly moved.' },
  401: { title: 'Unauthorized', message: unauthorizedMessage },
  403: { title: 'Forbidden', message: unauthorizedMessage },
  404: { title: 'Not Found', message: "This page can't be found, has been moved, or no longer exists." },
  500: {
    title: 'Internal Server Error',
    message: 'An internal error was encountered while trying to load this page.',
  },
  502: { title: 'Bad Gateway', message: 'An error was encountered while trying to load the page.' },
};

export const DEFAULT_ERROR_STATUS = 404;

/** Title and message for an error page; unknown codes get no title and the generic apology. */
export function errorPageFor(status: number): { title: string; message: string } {
  return ERROR_PAGES[status] ?? { title: '', message: GENERIC_ERROR_MESSAGE };
}

export const OTHER_MESSAGES = {
  offlineTitle: 'Offline',
  offlineMessage: 'Not connected to internet. Please try again when you are back online.',
  renderCrash: 'Something went wrong.',
  notAuthorizedContent: 'Not authorized to view this content',
} as const;

/** Error codes the server itself answers with (platform-level; services add their own). */
export const PLATFORM_ERROR_CODES = {
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_FAILED',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

/**
 * Code and message of an HTTP error as the console reads it (spec 1 section 8):
 * response.data.code, then code (unless 'Network Error'), then data.code, else 'UNKNOWN'.
 */
export function resolveError(
  err: unknown,
  fallbackMessage: string = GENERIC_ERROR_MESSAGE,
): { code: string; message: string } {
  const e = (err ?? {}) as {
    response?: { data?: { code?: unknown; message?: unknown } };
    code?: unknown;
    message?: unknown;
    data?: { code?: unknown; message?: unknown };
  };
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  const code =
    str(e.response?.data?.code) ??
    (str(e.code) !== 'Network Error' ? str(e.code) : undefined) ??
    str(e.data?.code) ??
    'UNKNOWN';
  const message =
    str(e.response?.data?.message) ??
    (str(e.message) !== 'Network Error' ? str(e.message) : undefined) ??
    str(e.data?.message) ??
    fallbackMessage;
  return { code, message };
}
