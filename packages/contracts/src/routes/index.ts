/**
 * The route table: every HTTP route the server registers, one file per server module. The server's route-table
 * test fails when a registered route has no entry here (or an entry names no route), and the security suite
 * (permission matrix, hostile input) runs over every entry.
 */
import { ACCOUNTS_HTTP_ROUTES } from './accounts.js';
import { ANALYTICS_HTTP_ROUTES } from './analytics.js';
import { APIS_HTTP_ROUTES } from './apis.js';
import { APPLICATIONS_HTTP_ROUTES } from './applications.js';
import { AUTHORIZATION_HTTP_ROUTES } from './authorization.js';
import { CATALOGS_HTTP_ROUTES } from './catalogs.js';
import { DOCUMENTS_HTTP_ROUTES } from './documents.js';
import { EMAIL_SINK_HTTP_ROUTES } from './email-sink.js';
import { EMAIL_HTTP_ROUTES } from './email.js';
import { EVENT_SUBSCRIPTIONS_HTTP_ROUTES } from './event-subscriptions.js';
import { EVENTS_CATALOG_HTTP_ROUTES } from './events-catalog.js';
import { GUIDES_HTTP_ROUTES } from './guides.js';
import { IDENTITY_HTTP_ROUTES } from './identity.js';
import { IOT_HTTP_ROUTES } from './iot.js';
import { LINTER_HTTP_ROUTES } from './linter.js';
import { MOCK_HTTP_ROUTES } from './mock.js';
import { OPENAPI_HTTP_ROUTES } from './openapi.js';
import { PRODUCTS_HTTP_ROUTES } from './products.js';
import { STATUS_HTTP_ROUTES } from './status.js';
import { SUBSCRIPTIONS_HTTP_ROUTES } from './subscriptions.js';
import { TEAMS_HTTP_ROUTES } from './teams.js';
import { TEMPLATES_HTTP_ROUTES } from './templates.js';
import { TRY_IT_HTTP_ROUTES } from './try-it.js';
import { UI_CONFIG_HTTP_ROUTES } from './ui-config.js';
import { USERS_HTTP_ROUTES } from './users.js';
import type { ModuleRoutes, RouteEntry } from './types.js';

export type {
  HttpMethod,
  ModuleRoutes,
  RawResponse,
  ResponseOf,
  RouteAuth,
  RouteBodyType,
  RouteDef,
  RouteEntry,
  RouteExtra,
  RouteResponse,
  RouteResponses,
  SuccessBodyOf,
} from './types.js';
export { HTTP_METHODS, ROUTE_AUTHS, fromRoutes, moduleRoutes } from './types.js';

/**
 * Every module's routes by module name, literal types kept (params, query, body and responses per route): what a
 * typed client reads, e.g. HTTP_ROUTES.applications.routes.list.
 */
export const HTTP_ROUTES = {
  accounts: ACCOUNTS_HTTP_ROUTES,
  analytics: ANALYTICS_HTTP_ROUTES,
  apis: APIS_HTTP_ROUTES,
  applications: APPLICATIONS_HTTP_ROUTES,
  authorization: AUTHORIZATION_HTTP_ROUTES,
  catalogs: CATALOGS_HTTP_ROUTES,
  documents: DOCUMENTS_HTTP_ROUTES,
  email: EMAIL_HTTP_ROUTES,
  'email-sink': EMAIL_SINK_HTTP_ROUTES,
  'event-subscriptions': EVENT_SUBSCRIPTIONS_HTTP_ROUTES,
  'events-catalog': EVENTS_CATALOG_HTTP_ROUTES,
  guides: GUIDES_HTTP_ROUTES,
  identity: IDENTITY_HTTP_ROUTES,
  iot: IOT_HTTP_ROUTES,
  linter: LINTER_HTTP_ROUTES,
  mock: MOCK_HTTP_ROUTES,
  openapi: OPENAPI_HTTP_ROUTES,
  products: PRODUCTS_HTTP_ROUTES,
  status: STATUS_HTTP_ROUTES,
  subscriptions: SUBSCRIPTIONS_HTTP_ROUTES,
  teams: TEAMS_HTTP_ROUTES,
  templates: TEMPLATES_HTTP_ROUTES,
  'try-it': TRY_IT_HTTP_ROUTES,
  'ui-config': UI_CONFIG_HTTP_ROUTES,
  users: USERS_HTTP_ROUTES,
} as const;
export type HttpRoutes = typeof HTTP_ROUTES;
export type HttpModule = keyof HttpRoutes;

const MODULES: ModuleRoutes[] = Object.values(HTTP_ROUTES);

/** {id} (spec notation, used by some *_ROUTES) -> :id (Fastify's). */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export const ROUTE_TABLE: RouteEntry[] = MODULES.flatMap(({ module, prefix, routes }) =>
  Object.entries(routes).map(([name, def]) => ({
    ...def,
    module,
    name: `${module}.${name}`,
    path: fastifyPath(`${prefix}${def.path}`),
  })),
);

/** The entry of a route by its name (`<module>.<route>`); throws for an unknown name. */
export function routeEntry(name: string): RouteEntry {
  const entry = ROUTE_TABLE.find((r) => r.name === name);
  if (!entry) throw new Error(`no route ${name} in ROUTE_TABLE`);
  return entry;
}

/** Fills a route path's :params (URL-encoded); a trailing /* takes params['*'] unencoded. */
export function routeUrl(path: string, params: Record<string, string> = {}): string {
  return path
    .replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''))
    .replace(/\*$/, params['*'] ?? '');
}

/** Every registered route has its entry (checked by apps/server/src/test/security/route-table.test.ts). */
export const ROUTE_TABLE_COMPLETE = true;
