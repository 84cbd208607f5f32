/** The shape of the route table: every HTTP route the server registers, by server module. */
import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** How the body travels: JSON unless said otherwise. */
export type RouteBodyType = 'json' | 'multipart' | 'form';

/**
 * Who may call a route: 'none' (public), 'user' (a console user's bearer token, checked before the body is read),
 * 'optional' (public, but a valid user token is read when sent), 'application' (an application's client-credentials
 * token), 'device' (an IoT device's credentials), 'provider' (answered by the OIDC provider's own rules).
 */
export const ROUTE_AUTHS = ['none', 'user', 'optional', 'application', 'device', 'provider'] as const;
export type RouteAuth = (typeof ROUTE_AUTHS)[number];

/**
 * A response without a JSON body described by a zod schema: `null` for no body (204, redirects), or a raw document
 * with its media type (YAML, HTML, a file, an event stream).
 */
export interface RawResponse {
  raw: string;
  description?: string;
}
export type RouteResponse = z.ZodType | RawResponse | null;
/** Answers by HTTP status: the server serialises each JSON answer with its schema and drops unknown fields. */
export type RouteResponses = Partial<Record<number, RouteResponse>>;

/** The JSON body type of a route's answer at one status (void without a body, string for raw documents). */
export type ResponseOf<R extends RouteResponse | undefined> = R extends z.ZodType
  ? z.output<R>
  : R extends RawResponse
    ? string
    : void;

/** The success answers of a route: its 2xx statuses' bodies, as a union. */
export type SuccessBodyOf<D extends RouteDef> = D['responses'] extends RouteResponses
  ? {
      [S in keyof D['responses']]: S extends 200 | 201 | 202 | 204 ? ResponseOf<D['responses'][S]> : never;
    }[keyof D['responses']]
  : unknown;

export interface RouteDef {
  method: HttpMethod;
  /** Under the module's prefix; :params as Fastify writes them ({id} is accepted and rewritten). */
  path: string;
  /** The schema the server validates the body with (for multipart and form bodies: their fields). */
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  bodyType?: RouteBodyType;
  /** Answers by status (success answers; errors share apiErrorSchema). An entry may still lack them. */
  responses?: RouteResponses;
  /** Error statuses the route may answer besides the ones its auth implies (401, 403) and validation (400). */
  errors?: readonly number[];
  /** Who may call; default 'user'. */
  auth?: RouteAuth;
  /**
   * The route reads the current team from the team_uuid header (one pre-handler resolves req.team); 'optional'
   * when a caller without a team may call it too (the guides: the internal ones need the team, the rest do not).
   */
  teamHeader?: true | 'optional';
  /** Team roles that may call (the caller's role in the current team); any member when absent. */
  roles?: readonly string[];
  /** A short summary for the OpenAPI document. */
  summary?: string;
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

/** Route fields besides method and path (what fromRoutes adds per route). */
export type RouteExtra = Omit<RouteDef, 'method' | 'path'>;

/**
 * Takes an existing *_ROUTES object (method typed as string) into RouteDefs with extra fields per route; the extra
 * fields keep their literal types (responses included), so a typed client can read them.
 */
export function fromRoutes<K extends string, E extends Partial<Record<K, RouteExtra>> = Record<never, never>>(
  routes: Record<K, { method: string; path: string }>,
  extra: E = {} as E,
): { [P in K]: { method: HttpMethod; path: string } & (P extends keyof E ? E[P] : unknown) } {
  const out = {} as Record<K, RouteDef>;
  for (const key of Object.keys(routes) as K[]) {
    out[key] = { ...routes[key], method: routes[key].method as HttpMethod, ...(extra as Record<K, RouteExtra>)[key] };
  }
  return out as never;
}
