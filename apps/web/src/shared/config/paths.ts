/** Every screen's path (spec 1 section 2.1, SPEC-NOTES 1-2); build URLs with href(), never by hand. */
export const paths = {
  root: '/',
  landing: '/landing',
  callback: '/callback',
  home: '/home',
  error: '/error/:statusCode',
  underConstruction: '/underConstuction',
  restrict: '/restrict',
  workbench: '/workbench',
  applications: '/applications',
  apim: '/apim',
  apis: '/apis',
  products: '/products',
  accounts: '/accounts',
  accountTeam: '/accounts/:accountId/teams/:teamId',
  teams: '/teams',
  team: '/teams/:teamId',
  catalogs: '/catalogs',
  subscriptions: '/subscriptions',
  pendingApprovals: '/subscriptions/pendingApprovals',
  iot: '/iot',
  linter: '/specs/linter',
  utilities: '/utilities',
  utilitiesTools: '/utilities/tools',
  templates: '/utilities/templates',
  emailTrace: '/utilities/emailtrace',
  guides: '/guides',
  guide: '/guides/:fileName',
  contact: '/contact',
  inviteTeams: '/invite/teams/:inviteId',
  // Accounts and teams (features/accounts, teams, invitations; spec 1 section 2.1, spec 3 section 2.1).
  account: '/accounts/:accountId',
  accountSummary: '/accounts/:accountId/summary',
  accountTeams: '/accounts/:accountId/teams',
  noTeam: '/noTeam',
  teamLink: '/teams/link/:teamLinkId',
  teamLinkError: '/teams/link/:teamLinkId/error',
  // Products (features/products; spec 2 sections 2.1-2.4, SPEC-NOTES 2).
  productSummary: '/products/:id',
  apiDetail: '/apis/:id',
  apiSubscribe: '/apis/:id/subscribe',
  events: '/events',
  eventDetail: '/events/:eventMetadataId',
  productPublish: '/apim/publish/:productType',
  // IoT (features/iot; spec 1 section 2.1).
  iotGroups: '/iot/groups',
  iotGroup: '/iot/groups/:groupId',
  iotRule: '/iot/rules/:ruleId',
  iotDevice: '/iot/devices/:serialNumber',
  iotRoute: '/iot/routes/:routeId',
  // Applications and subscriptions (features/applications, features/subscriptions; spec 2 sections 2.6-2.9).
  application: '/applications/:applicationId',
  subscriptionSummary: '/subscriptions/apps/:applicationId/apis/:apiId',
  // Event subscriptions (features/event-subscriptions; spec 2 sections 2.5, 2.9): details of one.
  eventSubscription: '/subscriptions/events/:subscriptionId',
  // Catalogs (features/catalogs; spec 2 section 2.10).
  catalogCreate: '/catalogs/create',
  catalog: '/catalogs/:catalogId',
  catalogView: '/catalogs/:catalogId/view',
  catalogEdit: '/catalogs/:catalogId/edit',
  catalogAccept: '/catalogs/:catalogId/email/:emailRef',
  // Utilities (features/utilities, templates, email-trace; spec 3 section 2.2).
  utilitiesList: '/utilities/list',
  templateList: '/utilities/templates/list',
  templateDetails: '/utilities/templates/details/:templateId',
  templatePreview: '/utilities/templates/preview/:templateId',
  templateAnalytics: '/utilities/templates/analytics/:templateId',
} as const;

export type PathPattern = (typeof paths)[keyof typeof paths];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

type Query = Record<string, string | number | boolean | undefined>;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: PathParams<P>, query?: Query];

/** Fills a path pattern's parameters (URL-encoded) and appends an optional query. */
export function href<P extends PathPattern>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
