/**
 * Request validation of the catalog routes with the catalog codes (spec 2 section 5), run as a preValidation hook
 * before the registrar parses the same schemas: path ids that are not ids name no catalog (404 CT1008 rather than a
 * validation error), a name over 10 characters answers CT1002 and any other invalid body CT1003 'Invalid request
 * body', both with the issues as details.
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { CATALOG_ERRORS, type CatalogueError, type RouteDef } from '@dc/contracts';
import { catalogueError } from '../../platform/errors.js';

export function parseCatalogBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const nameTooLong = result.error.issues.some((i) => i.path[0] === 'name' && i.code === 'too_big');
  throw catalogueError(nameTooLong ? CATALOG_ERRORS.nameTooLong : CATALOG_ERRORS.invalidBody, details);
}

/** Checks a route's params (bad ids: `paramsError`, CT1008 unless said) and then its body, as before the registrar. */
export const catalogInput =
  (def: RouteDef, paramsError: CatalogueError = CATALOG_ERRORS.notFound): preValidationAsyncHookHandler =>
  async (req) => {
    if (def.params && !def.params.safeParse(req.params).success) throw catalogueError(paramsError);
    if (!def.body) return;
    // A missing body reads as {} (the registrar then parses the same value).
    req.body ??= {};
    parseCatalogBody(def.body, req.body);
  };
