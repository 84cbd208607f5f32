/**
 * One registrar for the route table (packages/contracts/src/routes): each module hands it its table entry and one
 * handler per route, and gets the routes registered with
 * - auth from the entry's flag ('user', the default: the bearer token is checked on request, before the body is
 *   read, so an anonymous caller gets 401 and never a validation error);
 * - the current team resolved once from the team_uuid header (teamHeader routes; see team-header.ts);
 * - params, query and body parsed with the entry's zod schemas (400 VALIDATION_FAILED with the issues);
 * - answers serialised from the entry's response schemas (fast-json-stringify through Fastify: fields outside the
 *   contract are dropped), and in strict mode (tests) an answer with such a field fails (strict-answers.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { PLATFORM_ERROR_CODES, type ModuleRoutes, type RouteDef } from '@dc/contracts';
import type { AuthUser } from '../../identity/authenticate.js';
import { callerOf, parseWith } from '../http.js';
import { AppError } from '../errors.js';
import { responseJsonSchemas } from './json-schema.js';
import { strictAnswerHooks } from './strict-answers.js';
import { resolveTeamHeader, type TeamHeader } from './team-header.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed input, the caller (user routes) and the current team (teamHeader routes). */
export interface RouteInput<D extends RouteDef> {
  params: Out<D['params']>;
  query: Out<D['query']>;
  body: D['bodyType'] extends 'multipart' ? undefined : Out<D['body']>;
  caller: D['auth'] extends 'none' | 'optional' | 'application' | 'device' | 'provider'
    ? AuthUser | undefined
    : AuthUser;
  /** The team_uuid header as resolved for the caller; undefined without the header. */
  team: D['teamHeader'] extends true | 'optional' ? TeamHeader | undefined : undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<D extends RouteDef> = (input: RouteInput<D>) => unknown;
/** One handler per route; websocket entries are served by the HTTP server's upgrade handler and take none. */
export type ModuleHandlers<M extends ModuleRoutes> = {
  [K in keyof M['routes'] as M['routes'][K] extends { websocket: true } ? never : K]: RouteHandler<M['routes'][K]>;
};

export interface RegistrarOptions {
  /** Route options merged into every route of the module (e.g. a rate limit's config). */
  routeOptions?: Partial<Record<string, RouteShorthandOptions>>;
}

/** The one success status of a route with exactly one; handlers then just return the body. */
function soleSuccess(def: RouteDef): number | undefined {
  const statuses = Object.keys(def.responses ?? {})
    .map(Number)
    .filter((s) => s >= 200 && s < 300);
  return statuses.length === 1 ? statuses[0] : undefined;
}

/** Registers every route of a module's table entry on `app` (paths are the table's full paths). */
export function registerRoutes<M extends ModuleRoutes>(
  app: FastifyInstance,
  table: M,
  handlers: ModuleHandlers<M>,
  options: RegistrarOptions = {},
): void {
  for (const [name, def] of Object.entries(table.routes)) {
    if (def.websocket) continue;
    const handler = (handlers as Record<string, RouteHandler<RouteDef>>)[name];
    if (!handler) throw new Error(`route ${table.module}.${name} has no handler`);
    const url = `${table.prefix}${def.path}`.replace(/\{(\w+)\}/g, ':$1');
    const auth = def.auth ?? 'user';
    const status = soleSuccess(def);
    const response = responseJsonSchemas(def.responses);
    const strict = response && app.platform.config.NODE_ENV === 'test' ? strictAnswerHooks() : undefined;
    app.route({
      method: def.method,
      url,
      ...options.routeOptions?.[name],
      schema: response ? { response } : undefined,
      onRequest: auth === 'user' ? app.authenticate : undefined,
      preHandler: def.teamHeader ? resolveTeamHeader : undefined,
      ...strict,
      handler: async (req, reply) => {
        const input: RouteInput<RouteDef> = {
          params: def.params ? parseWith(def.params, req.params) : undefined,
          query: def.query ? parseWith(def.query, req.query) : undefined,
          body: def.body && def.bodyType !== 'multipart' ? parseWith(def.body, req.body) : undefined,
          caller: auth === 'user' ? callerOf(req) : req.user,
          team: req.team,
          req,
          reply,
        } as RouteInput<RouteDef>;
        const answer = await handler(input);
        if (reply.sent) return reply;
        if (status !== undefined && reply.statusCode === 200) reply.status(status);
        if (answer === undefined) {
          if (def.responses && def.responses[reply.statusCode] !== null) {
            throw new AppError(500, PLATFORM_ERROR_CODES.internal, `route ${table.module}.${name} answered nothing`);
          }
          return reply.send();
        }
        return reply.send(answer);
      },
    });
  }
}
