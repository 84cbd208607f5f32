/** The details of an API error (parse errors with lines, schema issues with paths), at most `max`. */
import { ApiRequestError } from '../../../shared/lib/api-error';

export interface Problem {
  line?: number;
  path?: string;
  message: string;
}

export function problemLines(error: unknown, max = 10): Problem[] {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.details)) return [];
  return (error.details as Array<Record<string, unknown> | null>)
    .filter((d): d is Record<string, unknown> => !!d && typeof d.message === 'string')
    .slice(0, max)
    .map((d) => ({
      message: String(d.message),
      ...(typeof d.line === 'number' ? { line: d.line } : {}),
      ...(typeof d.path === 'string' && d.path ? { path: d.path } : {}),
    }));
}
