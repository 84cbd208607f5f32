/**
 * Try it's relay (issue 19): the console's server sends one request of the API reference's Try it to a deployment
 * on another origin, which the browser cannot call itself (the console's Content-Security-Policy allows
 * connect-src 'self' only, and the upstream would need CORS for the console's origin).
 *   POST /api/apim/try-it  (team_uuid header)  body tryItRequestBody -> 200 tryItResultSchema (the upstream's
 *   answer, whatever its status). Not an open proxy: the URL must lie under one of the API's own deployment URLs
 *   in the named environment, the application must be one of the team's subscribed to the API, and the access
 *   token one of that application; the server refuses private addresses as it does for event webhooks.
 */
import { z } from 'zod';
import { productEnvironmentSchema } from './apis.js';
import type { CatalogueError } from './team-errors.js';

export const TRY_IT_PATH = '/try-it';
export const TRY_IT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
/** The upstream must answer within this time. */
export const TRY_IT_TIMEOUT_MS = 15_000;
/** At most this much of the upstream's body comes back (the rest is cut, and the answer says so). */
export const TRY_IT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
/** The request body the relay sends on (the console's own body limit is 1 MB). */
export const TRY_IT_MAX_BODY_CHARS = 512 * 1024;

export const tryItRequestBody = z.object({
  /** The API product. */
  api_id: z.string().uuid(),
  /** The environment whose deployment URLs the URL must lie under. */
  environment: productEnvironmentSchema,
  /** One of the current team's applications, subscribed to the API. */
  app_id: z.string().uuid(),
  /** A client-credentials access token of that application: sent as `Authorization: Bearer`. */
  access_token: z.string().min(1).max(8192),
  method: z.enum(TRY_IT_METHODS),
  /** The full URL (path and query) under one of the deployment URLs. */
  url: z.string().trim().min(1).max(4096),
  body: z.string().max(TRY_IT_MAX_BODY_CHARS).optional(),
  content_type: z.string().trim().max(200).optional(),
  accept: z.string().trim().max(200).optional(),
});
export type TryItRequestBody = z.infer<typeof tryItRequestBody>;

export const tryItResultSchema = z.object({
  status: z.number().int(),
  statusText: z.string(),
  /** The upstream's headers a caller may see (content type, caching, rate limits, location ...), lower-cased. */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The body as text (UTF-8). */
  body: z.string(),
  /** The body was longer than TRY_IT_MAX_RESPONSE_BYTES and was cut there. */
  truncated: z.boolean(),
});
export type TryItResult = z.infer<typeof tryItResultSchema>;

export const TRY_IT_ERRORS = {
  urlNotAllowed: {
    code: 'TRY_IT_URL_NOT_ALLOWED',
    status: 400,
    message: "The URL is not under one of this API's deployment URLs in the chosen environment.",
  },
  notSubscribed: {
    code: 'TRY_IT_NOT_SUBSCRIBED',
    status: 403,
    message: 'The application is not subscribed to this API, so it cannot call it.',
  },
  tokenNotOfApplication: {
    code: 'TRY_IT_TOKEN_NOT_OF_APPLICATION',
    status: 400,
    message: 'The access token is not a valid token of the chosen application.',
  },
  addressNotAllowed: {
    code: 'TRY_IT_ADDRESS_NOT_ALLOWED',
    status: 403,
    message: 'The deployment is on a private address, which the console does not call.',
  },
  unreachable: { code: 'TRY_IT_UPSTREAM_UNREACHABLE', status: 502, message: 'The deployment could not be reached.' },
  timeout: {
    code: 'TRY_IT_UPSTREAM_TIMEOUT',
    status: 504,
    message: `The deployment did not answer within ${TRY_IT_TIMEOUT_MS / 1000} seconds.`,
  },
  rateLimited: {
    code: 'RATE_LIMITED',
    status: 429,
    message: 'Too many Try it requests: wait a minute and send again.',
  },
} as const satisfies Record<string, CatalogueError>;
