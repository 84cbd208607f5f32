/** The shape of the route table: every HTTP route the server registers, by server module. */
import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** How the body travels: JSON unless said otherwise. */
export type RouteBodyType = 'json' | 'multipart' | 'form';

export interface RouteDef {
  method: HttpMethod;
  /** Under the module's prefix; :params as Fastify writes them ({id} is accepted and rewritten). */
  path: string;
  /** The schema the server validates the body with (for multipart and form bodies: their fields). */
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  bodyType?: RouteBodyType;
  /** The route reads the current team from the team_uuid header. */
  teamHeader?: true;
  /** Served by the HTTP server's upgrade handler (WebSocket), not by a Fastify route. */
  websocket?: true;
}

export interface RouteEntry extends RouteDef {
  /** The server module folder (apps/server/src/modules/<module>, or identity). */
  module: string;
  /** Unique in the table: `<module>.<route>`. */
  name: string;
  /** The full path, prefix included. */
  path: string;
}

export interface ModuleRoutes {
  module: string;
  /** Prepended to every path of the module ('' for none). */
  prefix: string;
  routes: Record<string, RouteDef>;
}

/** Declares a module's routes (checked against RouteDef, literal names kept). */
export const moduleRoutes = <R extends Record<string, RouteDef>>(module: string, prefix: string, routes: R) =>
  ({ module, prefix, routes }) satisfies ModuleRoutes;

/** Takes an existing *_ROUTES object (method typed as string) into RouteDefs with extra fields per route. */
export function fromRoutes<K extends string>(
  routes: Record<K, { method: string; path: string }>,
  extra: Partial<Record<K, Omit<RouteDef, 'method' | 'path'>>> = {},
): Record<K, RouteDef> {
  const out = {} as Record<K, RouteDef>;
  for (const key of Object.keys(routes) as K[]) {
    out[key] = { ...routes[key], method: routes[key].method as HttpMethod, ...extra[key] };
  }
  return out;
}
