/** Request helpers of the catalog routes: the current team header, and body validation with the catalog codes. */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CATALOG_ERRORS, CATALOG_TEAM_HEADER } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';

/** The current team (the team_uuid header), if any. */
export function teamHeaderOf(req: FastifyRequest): string | undefined {
  const value = req.headers[CATALOG_TEAM_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

/**
 * Parses a catalog body: a name over 10 characters answers CT1002 (spec 2 section 5), anything else invalid
 * CT1003 'Invalid request body', both with the issues as details.
 */
export function parseCatalogBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const nameTooLong = result.error.issues.some((i) => i.path[0] === 'name' && i.code === 'too_big');
  throw catalogueError(nameTooLong ? CATALOG_ERRORS.nameTooLong : CATALOG_ERRORS.invalidBody, details);
}
