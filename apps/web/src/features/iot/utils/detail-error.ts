/**
 * IoT detail pages on error (spec 1 sections 2.9, 8): the title is the error's status text, the body the first
 * message the server gave.
 */
import { resolveError } from '@dc/contracts';

/** The status texts the console knows how to say (others fall back to a plain 'Error'). */
export const KNOWN_STATUSES = [400, 401, 403, 404, 405, 408, 409, 429, 500, 502, 503, 504] as const;

export interface DetailError {
  /** HTTP status; 0 when nothing answered. */
  status: number;
  /** Translation key of the title. */
  titleKey: string;
  message: string;
}

export function detailErrorOf(err: unknown, fallbackMessage?: string): DetailError {
  const status = typeof (err as { status?: unknown })?.status === 'number' ? (err as { status: number }).status : 0;
  const known = (KNOWN_STATUSES as readonly number[]).includes(status);
  const titleKey = status === 0 ? 'errors.network' : known ? `errors.status.${status}` : 'errors.unknown';
  return { status, titleKey, message: resolveError(err, fallbackMessage).message };
}
