/**
 * A valid request for each route of the contracts' ROUTE_TABLE in the demo world: who sends it, the path params, the
 * team header and the body. Bodies are generated from the route's zod schema (seeded fast-check samples) and then
 * overridden where a value must name a real demo row or be unique; the result must still pass the schema.
 */
import type pg from 'pg';
import { ROUTE_TABLE, routeUrl, type RouteEntry } from '@dc/contracts';
import type { DemoServer } from '../demo-server.js';
import { validSamples } from './zod-arbitrary.js';

export interface FixtureContext {
  ids: Record<string, string>;
  pool: pg.Pool;
  url: string;
  tokenOf: DemoServer['tokenOf'];
}

/** A JSON call as a demo user with the team header of their home team. */
async function send(ctx: FixtureContext, actor: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${await ctx.tokenOf(actor)}` };
  const team = ctx.ids[HOME_TEAM[actor] ?? ''];
  if (team) headers.team_uuid = team;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${ctx.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`fixture call ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

type Body = Record<string, unknown>;

export interface RouteFixture {
  actor: string;
  params?: Record<string, string>;
  /** The team_uuid header (routes with teamHeader; default: the actor's home team). */
  team?: string;
  query?: Record<string, string>;
  /** Overrides of the generated body (undefined removes a key); n makes names unique per request. */
  body?: (n: number) => Body;
}

type FixtureDef = (ctx: FixtureContext) => RouteFixture | Promise<RouteFixture>;

/** The team each demo user works in (their team header). */
export const HOME_TEAM: Record<string, string | undefined> = {
  staff: 'platform',
  teamAdmin: 'acmeIntegrations',
  developer: 'acmeIntegrations',
  basic: 'acmeIntegrations',
  noTeam: undefined,
  globexAdmin: 'globexLabs',
};

const one = async <T>(pool: pg.Pool, sql: string, args: unknown[] = []): Promise<T> => {
  const { rows } = await pool.query(sql, args);
  if (!rows[0]) throw new Error(`fixture query found nothing: ${sql}`);
  return Object.values(rows[0])[0] as T;
};

/** The multitenant id of a prd version of an event product (what event subscriptions and publishing name). */
export async function eventTrn(ctx: FixtureContext, product: string): Promise<string> {
  const data = (await send(ctx, 'staff', 'GET', `/api/events/events/${ctx.ids[`product:${product}`]}/data`)) as {
    availableVersions: Record<string, Array<{ environment: string; eventMultitenantTrn: string }>>;
  };
  // External teams see and subscribe to prd only.
  const prd = Object.values(data.availableVersions)
    .flat()
    .find((v) => v.environment === 'prd');
  if (!prd) throw new Error(`no prd version of ${product}`);
  return prd.eventMultitenantTrn;
}

let fixtureApps = 0;
/** A new client application of Acme Integrations, created by the developer (no subscriptions yet). */
export async function freshApplication(ctx: FixtureContext): Promise<string> {
  const app = await send(ctx, 'developer', 'POST', '/api/apim/applications', {
    name: `Fixture App ${++fixtureApps}`,
    grant_types: ['client_credentials'],
  });
  return String(app.id);
}

/** Creates a wss event subscription of a new application (for the routes on one subscription). */
export async function eventSubscription(ctx: FixtureContext): Promise<string> {
  const trn = await eventTrn(ctx, 'shipment-events');
  const created = await send(ctx, 'developer', 'POST', `/api/events/events/${encodeURIComponent(trn)}/subscriptions`, {
    consumerClientId: await freshApplication(ctx),
    protocol: 'wss',
    teamId: ctx.ids.acmeIntegrations,
    filter: null,
  });
  return (created as { subscriptionId: string }).subscriptionId;
}

const templateBody = (n: number): Body => ({
  name: `Security template ${n}`,
  sender_name: 'Security Suite',
  variables: ['name'],
  locales: { en: { subject: `Hello {{name}} ${n}`, content: ['Body text.'] } },
  consumer_applications: [],
  metadata: { team: '', primary_contact: '' },
});

/** Valid requests of the write routes with a JSON body (and a few more), by route name. */
export const FIXTURES: Record<string, FixtureDef> = {
  'accounts.teams': ({ ids }) => ({ actor: 'teamAdmin', params: { accountId: ids.acme } }),
  'analytics.pageView': () => ({ actor: 'developer', body: () => ({ path: '/apim' }) }),
  'applications.create': () => ({
    actor: 'developer',
    body: (n) => ({
      name: `Security App ${n}`,
      grant_types: ['client_credentials'],
      redirect_uri: [],
      logout_uri: [],
      visibility: 'TEAM',
    }),
  }),
  'applications.update': ({ ids }) => ({
    actor: 'developer',
    params: { applicationId: ids['app:fieldSync'] },
    body: (n) => ({
      name: `Field Sync ${n}`,
      grant_types: ['client_credentials'],
      redirect_uri: [],
      logout_uri: [],
      visibility: 'TEAM',
    }),
  }),
  'authorization.bulkChecks': ({ ids }) => ({
    actor: 'developer',
    body: () => ({
      checks: [
        {
          requestId: 'r1',
          subjectTrn: `trn:dc:user:${ids.developer}`,
          objectTrn: `trn:dc:team:${ids.acmeIntegrations}`,
        },
      ],
    }),
  }),
  'catalogs.create': ({ ids }) => ({
    actor: 'teamAdmin',
    body: (n) => ({
      name: `Sec${n}`.slice(0, 10),
      teamId: ids.acmeIntegrations,
      products: [],
      status: 'unpublished',
      visibility: 'PRIVATE',
      type: 'custom',
      imageUrl: '',
    }),
  }),
  'catalogs.update': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { catalogId: ids['catalog:acmeDrafts'] },
    body: (n) => ({
      name: `Drafts${n}`.slice(0, 10),
      teamId: undefined,
      status: 'unpublished',
      visibility: 'PRIVATE',
      type: 'custom',
      imageUrl: '',
      entity_type: undefined,
    }),
  }),
  'catalogs.grant': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { catalogId: ids['catalog:acmeFieldKit'] },
    body: (n) => ({ type: 'user', email: `catalog.guest${n}@example.com`, teamId: undefined }),
  }),
  'catalogs.permission': ({ ids }) => ({
    actor: 'teamAdmin',
    body: (n) => ({
      catalogId: ids['catalog:acmeDrafts'],
      type: 'user',
      email: `catalog.reader${n}@example.com`,
      teamId: undefined,
    }),
  }),
  'catalogs.revoke': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { catalogId: ids['catalog:acmeFieldKit'] },
    body: () => ({ type: 'team', teamId: ids.acmeMobile, email: undefined }),
  }),
  'catalogs.setProducts': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { catalogId: ids['catalog:acmeDrafts'] },
    body: () => ({ products: [ids['product:fleet-telematics-api'] ?? ids['product:fleet-telematics']] }),
  }),
  'catalogs.relateProducts': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { catalogId: ids['catalog:acmeDrafts'] },
    body: () => ({ products: [ids['product:weather-conditions-api']] }),
  }),
  'documents.save': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { documentId: ids['product:acme-field-sync-api'] },
    query: { file: 'security-notes.md', type: 'api' },
    body: (n) => ({ data: Buffer.from(`# Notes ${n}\n`).toString('base64') }),
  }),
  'email.send': ({ ids }) => ({
    actor: 'staff',
    body: () => ({
      template: ids['template:welcome'],
      to: 'someone@example.com',
      locale: 'en',
      template_variables: { name: 'Someone', url: 'https://example.com/' },
      captcha: undefined,
    }),
  }),
  'email.sendBulk': ({ ids }) => ({
    actor: 'staff',
    body: () => ({
      mails: [
        {
          template: ids['template:welcome'],
          to: 'someone@example.com',
          locale: 'en',
          template_variables: { name: 'Someone', url: 'https://example.com/' },
        },
      ],
    }),
  }),
  'event-subscriptions.create': async (ctx) => {
    const application = await freshApplication(ctx);
    return {
      actor: 'developer',
      params: { eventId: await eventTrn(ctx, 'shipment-events') },
      body: () => ({
        consumerClientId: application,
        protocol: 'wss',
        teamId: ctx.ids.acmeIntegrations,
        filter: null,
        applicationName: undefined,
        endpoint: undefined,
      }),
    };
  },
  'event-subscriptions.update': async (ctx) => ({
    actor: 'developer',
    params: { subscriptionTrn: await eventSubscription(ctx) },
    body: () => ({ filter: null }),
  }),
  'event-subscriptions.publish': async (ctx) => ({
    actor: 'staff',
    params: { eventId: await eventTrn(ctx, 'shipment-events') },
    body: () => ({ id: undefined, attributes: { status: 'delayed' }, payload: { shipment: 'S-1' } }),
  }),
  'event-subscriptions.publishBatch': async (ctx) => ({
    actor: 'staff',
    params: { eventId: await eventTrn(ctx, 'shipment-events') },
    body: () => ({ events: [{ id: undefined, attributes: { status: 'delayed' }, payload: { shipment: 'S-1' } }] }),
  }),
  'status.setMaintenance': () => ({ actor: 'staff', body: () => ({ active: false, message: undefined }) }),
  'subscriptions.create': ({ ids }) => ({
    actor: 'developer',
    body: () => ({ app_id: ids['app:fieldSync'], api_id: ids['product:work-orders-api'] }),
  }),
  'subscriptions.createSlash': ({ ids }) => ({
    actor: 'developer',
    body: () => ({ app_id: ids['app:fieldSync'], api_id: ids['product:notifications-api'] }),
  }),
  'subscriptions.deny': async ({ pool, ids }) => ({
    actor: 'staff',
    params: {
      subscriptionId: await one<string>(
        pool,
        `SELECT id FROM api_subscriptions WHERE status = 'Pending' AND team_id = $1 ORDER BY created_at LIMIT 1`,
        [ids.acmeIntegrations],
      ),
    },
    body: () => ({ explanation: 'Not for this application.' }),
  }),
  // A subscribed application calls the demo's Work Orders API on its DEV deployment (the console's own mock).
  'try-it.relay': async (ctx) => {
    const app = (await send(ctx, 'developer', 'POST', '/api/apim/applications', {
      name: `Fixture App ${++fixtureApps}`,
      grant_types: ['client_credentials'],
    })) as { id: string; client_id: string; secrets: Array<{ secret: string }> };
    const apiId = ctx.ids['product:work-orders-api'];
    await send(ctx, 'developer', 'POST', '/api/apim/subscriptions', { app_id: app.id, api_id: apiId });
    const token = await fetch(`${ctx.url}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${app.client_id}:${app.secrets[0].secret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
    const base = await one<string>(
      ctx.pool,
      `SELECT d.deployed_url FROM product_deployments d JOIN product_versions v ON v.id = d.version_id
        WHERE v.product_id = $1 AND d.environment = 'DEV'`,
      [apiId],
    );
    return {
      actor: 'developer',
      body: () => ({
        api_id: apiId,
        environment: 'DEV',
        app_id: app.id,
        access_token: token,
        method: 'GET',
        url: `${base}/work-orders`,
        body: undefined,
        content_type: undefined,
        accept: undefined,
      }),
    };
  },
  'teams.filter': () => ({ actor: 'developer', body: () => ({ filter: {} }) }),
  'teams.userRelations': ({ ids }) => ({
    actor: 'developer',
    params: { userUuid: ids.developer },
    body: () => ({ filter: {} }),
  }),
  'teams.create': ({ ids }) => ({
    actor: 'teamAdmin',
    body: (n) => ({ name: `Security Team ${n}`, accountId: ids.acme, role: 'ADMIN', addUserToTeam: true }),
  }),
  'teams.update': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { teamId: ids.acmeMobile },
    body: (n) => ({ name: undefined, displayName: `Acme Mobile ${n}`, description: `Mobile apps ${n}` }),
  }),
  // Joining the account's first team: the user without a team joins Umbrella Site Crew.
  'teams.createRelation': async ({ ids, pool }) => {
    // The account must be initialized first (what the base configuration screen does).
    await pool.query(`UPDATE accounts SET initialization_status = 'COMPLETED', enabled = true WHERE id = $1`, [
      ids.umbrella,
    ]);
    return {
      actor: 'noTeam',
      params: { teamId: ids.umbrellaSiteCrew },
      body: () => ({ type: 'member-of', userUuid: ids.noTeam, accountId: undefined }),
    };
  },
  'teams.addMember': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { teamId: ids.acmeMobile },
    body: (n) => ({ email: `new.member${n}@example.com`, role: 'standard-user', roleDisplayName: 'Team Member' }),
  }),
  'teams.removeMember': async ({ ids, pool }) => {
    // A member to remove that no other test needs: the developer, added to Acme Mobile for this.
    const relation = await one<string>(
      pool,
      `INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'standard-user')
       ON CONFLICT (team_id, user_id) DO UPDATE SET role = EXCLUDED.role RETURNING relation_id`,
      [ids.acmeMobile, ids.developer],
    );
    return {
      actor: 'teamAdmin',
      params: { teamId: ids.acmeMobile },
      body: () => ({ uuid: relation, email: undefined, type: 'user' }),
    };
  },
  'teams.filterRelations': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { teamId: ids.acmeIntegrations },
    body: () => ({ filter: {} }),
  }),
  'teams.updateRelation': async ({ ids, pool }) => ({
    actor: 'teamAdmin',
    params: {
      relationId: await one<string>(pool, 'SELECT relation_id FROM team_members WHERE team_id = $1 AND user_id = $2', [
        ids.acmeIntegrations,
        ids.basic,
      ]),
    },
    body: () => ({ attributes: { role: 'read-only-user', roleDisplayName: 'Reader' } }),
  }),
  'teams.acceptLink': async ({ ids, pool }) => ({
    actor: 'teamAdmin',
    params: { teamId: ids.acmeMobile },
    ...(await linkInvitation(pool, ids)),
  }),
  'teams.sendLinkInvitation': ({ ids }) => ({
    actor: 'teamAdmin',
    params: { teamId: ids.acmeIntegrations },
    body: (n) => ({ inviteeEmail: 'globex.admin@example.com', note: `Link request ${n}` }),
  }),
  'templates.create': () => ({ actor: 'staff', body: templateBody }),
  'templates.createBare': () => ({ actor: 'staff', body: templateBody }),
  'templates.update': ({ ids }) => ({
    actor: 'staff',
    params: { id: ids['template:maintenance'] },
    body: templateBody,
  }),
  'users.setPreference': ({ ids }) => ({
    actor: 'developer',
    params: { userId: ids.developer },
    body: (n) => ({ name: `securityPref${n}`, value: 'compact' }),
  }),
};

async function linkInvitation(pool: pg.Pool, ids: Record<string, string>): Promise<Pick<RouteFixture, 'body'>> {
  const invitation = await one<string>(pool, 'SELECT id FROM team_link_invitations WHERE inviter_team_id = $1', [
    ids.globexLabs,
  ]);
  return { body: () => ({ inviterTeamId: ids.globexLabs, linkTeamInvitationId: invitation }) };
}

/** The write routes whose body is JSON: the ones the mass-assignment and wrong-type tests cover. */
export const JSON_WRITE_ROUTES: RouteEntry[] = ROUTE_TABLE.filter(
  (r) => r.method !== 'GET' && r.body && (r.bodyType ?? 'json') === 'json',
);

export interface PreparedRoute {
  entry: RouteEntry;
  actor: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** The path with params and query string. */
  url: string;
  /** A valid body: the schema's sample with the fixture's overrides (n: unique per call). */
  validBody(n: number): unknown;
}

function merge(base: unknown, overrides: Body): unknown {
  const out: Body = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Body) } : {};
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

export async function prepareRoute(
  entry: RouteEntry,
  ctx: FixtureContext,
  token: (actor: string) => Promise<string>,
  seed: number,
  /** Routes without a fixture (allowed only when given) are called as this user with default params. */
  fallbackActor?: string,
): Promise<PreparedRoute> {
  const def = FIXTURES[entry.name];
  if (!def && !fallbackActor) throw new Error(`no fixture for ${entry.name}: add one to route-fixtures.ts`);
  const fixture: RouteFixture = def ? await def(ctx) : { actor: fallbackActor! };
  const params = { ...defaultParams(entry, ctx.ids, fixture.actor), ...fixture.params };
  const headers: Record<string, string> = { authorization: `Bearer ${await token(fixture.actor)}` };
  const team = fixture.team ?? ctx.ids[HOME_TEAM[fixture.actor] ?? ''];
  if (entry.teamHeader && team) headers.team_uuid = team;
  const query = fixture.query ? `?${new URLSearchParams(fixture.query)}` : '';
  const [sample] = entry.body ? validSamples(entry.body, seed, 1) : [undefined];
  const validBody = (n: number) => {
    const body = merge(sample, fixture.body?.(n) ?? {});
    const check = entry.body?.safeParse(body);
    if (check && !check.success)
      throw new Error(`fixture body of ${entry.name} fails its schema: ${JSON.stringify(check.error.issues)}`);
    return body;
  };
  return { entry, actor: fixture.actor, params, headers, url: routeUrl(entry.path, params) + query, validBody };
}

/** Plausible values of every path param of the table, for routes without a fixture (reads, param tests). */
export function defaultParams(entry: RouteEntry, ids: Record<string, string>, actor: string): Record<string, string> {
  const byName: Record<string, string | undefined> = {
    uuid: ids.acme,
    accountId: ids.acme,
    teamId: ids[HOME_TEAM[actor] ?? 'acmeIntegrations'],
    userId: ids[actor],
    userUuid: ids[actor],
    applicationId: ids['app:fieldSync'],
    appId: ids['app:fieldSync'],
    catalogId: ids['catalog:acmeFieldKit'],
    productId: ids['product:acme-field-sync-api'],
    apiId: ids['product:fleet-telematics'],
    documentId: ids['product:fleet-telematics'],
    eventMetadataId: ids['product:shipment-events'],
    id: ids['template:welcome'],
    version: '1.0.0',
    namespaceId: 'platform-engineering',
    eventName: 'shipment-events',
    type: 'api',
    page: 'introduction.html',
    file: 'sign-in.css',
    '*': 'anything',
  };
  const names = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (entry.path.endsWith('*')) names.push('*');
  // Ids with no demo row get a well-formed uuid that names nothing.
  return Object.fromEntries(names.map((n) => [n, byName[n] ?? '5f0c7a52-8d0b-4c61-9a53-0d6c1c2b7e10']));
}
