/**
 * The platform's own OpenAPI 3.1 document, built from the route table (one source for the server's routes, its
 * validation and serialisation, and this document). generated/openapi.json is its committed copy (see
 * packages/contracts/scripts/openapi.ts, whose --check fails `npm test` when the copy drifts); the server serves it
 * at /api/openapi.json.
 */
import { z } from 'zod';
import { apiErrorSchema, PLATFORM_ERROR_CODES } from '../errors.js';
import { PRODUCT_TEAM_HEADER } from '../products.js';
import type { RouteEntry, RouteResponse } from '../routes/types.js';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';

export const OPENAPI_DO_NOT_EDIT =
  'Generated from the route table (packages/contracts/src/routes) by `npm run openapi`; do not edit by hand.';

const schemaOf = (s: z.ZodType, io: 'input' | 'output') => jsonSchemaOf(s, io, 'draft-2020-12');
const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  301: 'Moved permanently',
  302: 'Found (redirect)',
  303: 'See other (redirect)',
  400: `Invalid request (${PLATFORM_ERROR_CODES.validation}, or the route's own code)`,
  401: `Not signed in, or the token is not valid (${PLATFORM_ERROR_CODES.unauthorized})`,
  403: "Not allowed (the route's code, or FORBIDDEN)",
  404: 'Not found, or not disclosed to the caller',
  409: 'Conflicts with the current state',
  413: `Too large (${PLATFORM_ERROR_CODES.payloadTooLarge})`,
  415: `Unsupported media type (${PLATFORM_ERROR_CODES.unsupportedMediaType})`,
  422: 'Understood but not acceptable',
  429: `Too many requests (${PLATFORM_ERROR_CODES.rateLimited})`,
  503: `A dependency is unavailable (${PLATFORM_ERROR_CODES.unavailable})`,
};

const SECURITY: Record<string, Array<Record<string, string[]>>> = {
  user: [{ consoleToken: [] }],
  optional: [{}, { consoleToken: [] }],
  application: [{ applicationToken: [] }],
  device: [{ deviceCredentials: [] }],
  none: [],
  provider: [],
};

const MEDIA: Record<string, string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
};

/** Fastify's /:id and trailing /* as OpenAPI's /{id} and /{path}. */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');

function parameters(route: RouteEntry): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pathSchema = route.params ? schemaOf(route.params, 'input') : undefined;
  const props = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (route.path.endsWith('/*')) names.push('path');
  for (const name of names) {
    out.push({ name, in: 'path', required: true, schema: props[name] ?? props['*'] ?? { type: 'string' } });
  }
  if (route.query) {
    const query = schemaOf(route.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (route.teamHeader) {
    out.push({
      name: PRODUCT_TEAM_HEADER,
      in: 'header',
      required: route.teamHeader === true,
      description:
        route.teamHeader === true
          ? 'The current team (its id): the caller must be a member.'
          : 'The current team (its id), when the caller has one: the caller must be a member.',
      schema: { type: 'string', format: 'uuid' },
    });
  }
  return out;
}

function answer(status: number, response: RouteResponse | undefined): JsonSchema {
  const description = STATUS_TEXT[status] ?? `Status ${status}`;
  if (response === null || response === undefined) return { description };
  if (response instanceof z.ZodType) {
    return { description, content: { 'application/json': { schema: schemaOf(response, 'output') } } };
  }
  return {
    description: response.description ?? description,
    content: { [response.raw]: { schema: { type: 'string' } } },
  };
}

function responses(route: RouteEntry): JsonSchema {
  const out: JsonSchema = {};
  const given = Object.entries(route.responses ?? {});
  if (!given.length) {
    out['200'] = { description: 'Success (its answer is not described in the route table yet)' };
  }
  for (const [status, response] of given) out[status] = answer(Number(status), response);
  const auth = route.auth ?? 'user';
  const errors = new Set<number>(route.errors ?? []);
  if (route.body || route.query || route.params || route.teamHeader) errors.add(400);
  if (auth === 'user' || auth === 'application' || auth === 'device') errors.add(401);
  if (route.teamHeader || route.roles) errors.add(403);
  for (const status of [...errors].sort()) {
    out[String(status)] = {
      description: STATUS_TEXT[status] ?? `Error ${status}`,
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  return out;
}

function operation(route: RouteEntry): JsonSchema {
  const op: JsonSchema = {
    operationId: route.name.replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase()),
    summary: route.summary ?? `${route.module}: ${route.name.slice(route.module.length + 1)}`,
    tags: [route.module],
    security: SECURITY[route.auth ?? 'user'],
  };
  const params = parameters(route);
  if (params.length) op.parameters = params;
  if (route.body) {
    const media = MEDIA[route.bodyType ?? 'json'];
    op.requestBody = { required: true, content: { [media]: { schema: schemaOf(route.body, 'input') } } };
  }
  op.responses = responses(route);
  return op;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  contact?: { name: string; url?: string; email?: string };
}

/** The OpenAPI 3.1 document of the routes (WebSocket routes excepted: OpenAPI cannot say them). */
export function buildOpenApi(routes: readonly RouteEntry[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if (route.websocket) continue;
    const path = openapiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  const tags = [...new Set(routes.map((r) => r.module))].sort().map((name) => ({ name }));
  return {
    'x-do-not-edit': OPENAPI_DO_NOT_EDIT,
    openapi: '3.1.0',
    info: { ...info, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [{ url: '/', description: 'This console' }],
    tags,
    paths,
    components: {
      schemas: { ApiError: schemaOf(apiErrorSchema, 'output') },
      securitySchemes: {
        consoleToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "An id token of the console's identity provider (/oidc), from a user's sign-in.",
        },
        applicationToken: {
          type: 'oauth2',
          description: "An application's client-credentials access token (/oidc/token).",
          flows: { clientCredentials: { tokenUrl: '/oidc/token', scopes: {} } },
        },
        deviceCredentials: {
          type: 'http',
          scheme: 'basic',
          description: "An IoT device's id and secret.",
        },
      },
    },
  };
}
