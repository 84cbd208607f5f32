/** Request helpers for thin route handlers: validate with a contract schema, read the signed-in caller. */
import type { AuthUser } from '../identity/authenticate.js';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PLATFORM_ERROR_CODES } from '@dc/contracts';
import { AppError, unauthorized } from './errors.js';

/** Parses a body, query or params with a zod schema; a bad value answers 400 VALIDATION_FAILED with the issues. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = details[0];
  const message = first
    ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}`
    : 'Invalid request.';
  throw new AppError(400, PLATFORM_ERROR_CODES.validation, message, details);
}

/** The caller set by app.authenticate; routes without it are a programming error, answered 401. */
export function callerOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** Service prefixes of DESIGN.md: each route says under which service it is served. */
export const SERVICE_PREFIX = {
  core: '/api/core',
  profiles: '/api/profiles',
  authz: '/api/authz',
  iot: '/api/iot',
  guides: '/api/guides',
} as const;
