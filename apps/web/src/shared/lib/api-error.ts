/** An HTTP failure shaped so resolveError (contracts) reads its code and message. */
import type { ApiError } from '@dc/contracts';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  /** Mirrors the response.data the spec's error resolution reads first; absent when nothing answered. */
  readonly response?: { status: number; data: { code: string; message: string; details?: unknown } };

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
    if (status > 0) this.response = { status, data: { code, message, details } };
  }
}

/** The network never answered (offline, DNS, CORS): the spec's 'Network Error'. */
export const networkError = (): ApiRequestError => new ApiRequestError(0, 'Network Error', 'Network Error');

export async function toApiError(res: Response): Promise<ApiRequestError> {
  const body = (await res.json().catch(() => undefined)) as Partial<ApiError> | undefined;
  if (typeof body?.code === 'string' && typeof body.message === 'string') {
    return new ApiRequestError(res.status, body.code, body.message, body.details);
  }
  return new ApiRequestError(res.status, `HTTP_${res.status}`, res.statusText || `HTTP ${res.status}`);
}
