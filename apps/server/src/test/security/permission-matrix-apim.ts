/**
 * Matrix rows of the developer portal's API management (spec 2 section 6): applications, their secrets and API
 * subscriptions are the current team's (team_uuid); developers and admins work with them, basic users may not
 * (403); anything of a team the caller is not in answers 404 on item routes and 403 on lists (the current team
 * must be the caller's). Pending approvals are the provider's: an internal team and an admin-mapped role.
 */
import { freshApplication, publishForm, unique } from './permission-matrix-fixtures.js';
import { SIGNED_IN, hides, s, type MatrixHarness, type MatrixRow } from './permission-matrix.js';

/** Developers and admins of Acme Integrations; basic users may not; other tenants: not disclosed. */
const WORKER = (ok: number) => s(401, 403, ok, ok, 404, 404);
/** The current team named by the header must be the caller's: Acme Integrations for everyone. */
const acmeTeam = (c: { ids: Record<string, string> }) => c.ids.acmeIntegrations;

const app = (c: { ids: Record<string, string> }) => c.ids['app:fieldSync'];
const api = (c: { ids: Record<string, string> }, name = 'fleet-telematics') => c.ids[`product:${name}`];
const appView = (h: MatrixHarness, id: string) =>
  h.read('developer', `/api/apim/applications/${id}`, 'acmeIntegrations');
const secretsOf = (h: MatrixHarness, id: string) =>
  h.read('developer', `/api/apim/applications/${id}/secrets`, 'acmeIntegrations');
const subscriptionsOf = (h: MatrixHarness) => h.read('developer', '/api/apim/subscriptions/apis', 'acmeIntegrations');

/** A fresh Acme application subscribed to an API (auto approval unless the API is manual). */
async function freshSubscription(h: MatrixHarness, apiName: string, status = 201) {
  const appId = await freshApplication(h);
  const created = await h.json(
    'developer',
    'acmeIntegrations',
    'POST',
    '/api/apim/subscriptions',
    {
      app_id: appId,
      api_id: h.ids[`product:${apiName}`],
    },
    status,
  );
  return { appId, subscriptionId: String(created.subscription_id ?? created.id ?? '') };
}

export const APIM_READ_ROWS: MatrixRow[] = [
  {
    route: 'apis.list',
    expect: s(401, 200, 200, 200, 200, 200),
    why: "the gallery of the caller's own team: Acme's private API is not in another tenant's",
    inspect: hides(['product:acme-field-sync-api']),
  },
  {
    route: 'apis.get',
    expect: s(401, 200, 200, 200, 403, 403),
    why: "Acme's private API: a product the team may not see answers the spec's AZ1001 (403)",
    call: (c) => ({ params: { apiId: api(c, 'acme-field-sync-api') } }),
  },
  {
    route: 'apis.openapi',
    expect: s(401, 200, 200, 200, 403, 403),
    call: (c) => ({ params: { apiId: api(c, 'acme-field-sync-api'), version: '0.9.0' } }),
  },
  {
    route: 'apis.reference',
    expect: s(401, 200, 200, 200, 403, 403),
    call: (c) => ({ params: { apiId: api(c, 'acme-field-sync-api'), version: '0.9.0' } }),
  },
  {
    route: 'apis.referenceOperation',
    expect: s(401, 200, 200, 200, 403, 403),
    call: (c) => ({ params: { apiId: api(c, 'acme-field-sync-api'), version: '0.9.0', index: '0' } }),
  },
  {
    route: 'apis.referenceSchema',
    expect: s(401, 404, 404, 404, 403, 403),
    why: 'a schema name the document does not have: 404 for those who may see the API',
    call: (c) => ({ params: { apiId: api(c, 'acme-field-sync-api'), version: '0.9.0', name: 'NoSuchSchema' } }),
  },

  // The mock upstream answers applications only: a user's token is no application token.
  ...['mockGet', 'mockPost', 'mockPut', 'mockPatch', 'mockDelete'].map((name) => ({
    route: `mock.${name}`,
    expect: s(401, 401, 401, 401, 401, 401),
    call: () => ({ params: { product: 'work-orders-api', version: '1.0.0', '*': 'work-orders' }, team: null }),
  })),
  {
    route: 'try-it.relay',
    // Acme's members who may use applications get as far as the URL check (not under the API's deployments: 400);
    // basic users may not use applications, other tenants are not members of Acme (403). Nothing is called out.
    expect: s(401, 403, 400, 400, 403, 403),
    call: (c) => ({
      team: acmeTeam(c),
      body: {
        api_id: api(c, 'acme-field-sync-api'),
        environment: 'DEV',
        app_id: app(c),
        access_token: 'not-a-token',
        method: 'GET',
        url: 'https://elsewhere.example/',
      },
    }),
  },
  {
    route: 'applications.list',
    expect: s(401, 403, 200, 200, 200, 200),
    why: "each caller's own team's applications, none of another tenant's",
    inspect: hides(['app:fieldSync', 'app:crewApp', 'app:dispatch']),
  },
  { route: 'applications.listSlash', expect: s(401, 403, 200, 200, 200, 200) },
  {
    route: 'applications.list',
    expect: s(401, 403, 200, 200, 403, 403),
    why: 'naming a team the caller is not in (Acme Integrations) is refused on lists',
    call: (c) => ({ team: acmeTeam(c) }),
  },
  { route: 'applications.get', expect: WORKER(200), call: (c) => ({ params: { applicationId: app(c) } }) },
  {
    route: 'applications.get',
    expect: s(401, 403, 404, 404, 404, 404),
    why: "Acme Mobile's application, asked for as Acme Integrations (its admin included): another team's",
    call: (c) => ({ params: { applicationId: c.ids['app:dispatch'] } }),
  },
  { route: 'applications.secrets', expect: WORKER(200), call: (c) => ({ params: { applicationId: app(c) } }) },
  {
    route: 'applications.secret',
    expect: WORKER(200),
    call: (c) => ({ params: { applicationId: app(c), secretId: c.fx.fieldSyncSecret } }),
  },

  {
    route: 'subscriptions.list',
    expect: SIGNED_IN(),
    why: "lists and summaries are open to every member of the caller's own team (spec 1 7.6 reads them for all)",
    inspect: hides(['app:fieldSync', 'app:crewApp']),
  },
  { route: 'subscriptions.teamList', expect: SIGNED_IN() },
  {
    route: 'subscriptions.list',
    expect: s(401, 200, 200, 200, 403, 403),
    why: 'listing for a team the caller is not in: 403 AZ1016',
    call: (c) => ({ team: acmeTeam(c) }),
  },
  {
    route: 'subscriptions.forApi',
    expect: SIGNED_IN(),
    why: "the caller's own team's applications filtered by an API id: another tenant's API yields an empty list",
    call: (c) => ({ params: { apiId: api(c, 'acme-field-sync-api') } }),
  },
  {
    route: 'subscriptions.summary',
    expect: s(401, 200, 200, 200, 404, 404),
    why: 'members read the summary; the credentials in it only developers and admins (basic: null)',
    call: (c) => ({ params: { appId: app(c), apiId: api(c) } }),
    inspect: (p, body) => {
      const credentials = (JSON.parse(body) as { credentials: unknown }).credentials;
      return (p === 'basic') === (credentials === null)
        ? null
        : `credentials shown to ${p}: ${JSON.stringify(credentials)}`;
    },
  },
  {
    route: 'subscriptions.pendingApprovals',
    expect: s(401, 403, 403, 403, 200, 403),
    why: 'the provider side: an internal team and an admin-mapped role',
  },
];

export const APIM_WRITE_ROWS: MatrixRow[] = [
  {
    route: 'applications.create',
    expect: s(401, 403, 201, 201, 201, 201),
    why: "create on applications for the caller's own team; basic users may not",
    call: () => ({ body: { name: unique('Matrix New '), grant_types: ['client_credentials'] } }),
    observe: (h) => h.read('teamAdmin', '/api/apim/applications', 'acmeIntegrations'),
  },
  {
    route: 'applications.create',
    expect: s(401, 403, 201, 201, 403, 403),
    why: 'into Acme Integrations: only its developers and admins',
    call: (c) => ({
      team: acmeTeam(c),
      body: { name: unique('Matrix Intruder '), grant_types: ['client_credentials'] },
    }),
    observe: (h) => h.read('teamAdmin', '/api/apim/applications', 'acmeIntegrations'),
  },
  {
    route: 'applications.update',
    expect: WORKER(200),
    call: (c) => ({ params: { applicationId: app(c) }, body: { description: 'Nightly sync of Acme field data.' } }),
    observe: (h) => appView(h, h.ids['app:fieldSync']),
  },
  {
    route: 'applications.remove',
    expect: WORKER(204),
    fresh: async (h) => ({ applicationId: await freshApplication(h) }),
    call: (c) => ({ params: { applicationId: c.fx.applicationId } }),
    observe: (h, f) => appView(h, f.applicationId),
  },
  {
    route: 'applications.createSecret',
    expect: WORKER(201),
    fresh: async (h) => ({ applicationId: await freshApplication(h) }),
    call: (c) => ({ params: { applicationId: c.fx.applicationId } }),
    observe: (h, f) => secretsOf(h, f.applicationId),
  },
  {
    route: 'applications.removeSecret',
    expect: WORKER(204),
    fresh: async (h) => {
      const applicationId = await freshApplication(h);
      const secret = await h.json(
        'developer',
        'acmeIntegrations',
        'POST',
        `/api/apim/applications/${applicationId}/secrets`,
        undefined,
        201,
      );
      return { applicationId, secretId: String((secret.data as Array<{ id: string }>)[0].id) };
    },
    call: (c) => ({ params: { applicationId: c.fx.applicationId, secretId: c.fx.secretId } }),
    observe: (h, f) => secretsOf(h, f.applicationId),
  },
  ...(['subscriptions.create', 'subscriptions.createSlash'] as const).map((route): MatrixRow => ({
    route,
    expect: WORKER(201),
    fresh: async (h) => ({ appId: await freshApplication(h) }),
    call: (c) => ({ body: { app_id: c.fx.appId, api_id: api(c) } }),
    observe: subscriptionsOf,
  })),
  {
    route: 'subscriptions.remove',
    expect: WORKER(204),
    fresh: (h) => freshSubscription(h, 'fleet-telematics'),
    call: (c) => ({ params: { appId: c.fx.appId, apiId: api(c) } }),
    observe: subscriptionsOf,
  },
  ...(['subscriptions.approve', 'subscriptions.deny'] as const).map((route): MatrixRow => ({
    route,
    expect: s(401, 403, 403, 403, 200, 403),
    why: 'only the provider (internal, admin-mapped) decides; the subscriber team cannot approve itself',
    fresh: async (h) => {
      const { subscriptionId } = await freshSubscription(h, 'project-scheduling-api');
      return { subscriptionId };
    },
    call: (c) => ({ params: { subscriptionId: c.fx.subscriptionId }, body: { explanation: 'Not this time.' } }),
    observe: (h) => h.read('staff', '/api/apim/subscriptions/pendingApprovals', 'platform'),
  })),
  {
    route: 'products.publish',
    expect: s(401, 403, 403, 201, 201, 201),
    why: "create-product: a team admin, or a developer of an internal team (a PRIVATE product of the caller's team)",
    call: () => ({ multipart: () => publishForm(unique('Matrix Api ')) }),
    observe: (h) => h.read('teamAdmin', `/api/products/teams/${h.ids.acmeIntegrations}/products`, 'acmeIntegrations'),
  },
  {
    route: 'products.publish',
    expect: s(401, 403, 403, 201, 403, 403),
    why: 'into Acme Integrations: only its members with create-product (AZ1020 for non-members)',
    call: (c) => ({ team: acmeTeam(c), multipart: () => publishForm(unique('Matrix Intruder Api ')) }),
    observe: (h) => h.read('teamAdmin', `/api/products/teams/${h.ids.acmeIntegrations}/products`, 'acmeIntegrations'),
  },
];

export { api, app };
