/** Shared validation patterns and their messages (spec 3 section 5), used by forms and by the server alike. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_PATTERN_MESSAGE } from './text-patterns.js';

export * from './text-patterns.js';

/** An e-mail address field: required (with the caller's message), the shared pattern, stored lower-cased. */
export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, EMAIL_PATTERN_MESSAGE)
    .regex(EMAIL_PATTERN, EMAIL_PATTERN_MESSAGE)
    .transform((v) => v.toLowerCase());
