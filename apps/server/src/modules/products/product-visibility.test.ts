/**
 * A team that may not see a private product gets 403 (AZ1001) or 404 from every product route for it, while the
 * owning team is answered; and the checks answer from real permissions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDocument, type ProductCheck, type ProductPage } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from './products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
});
afterAll(async () => demo?.server.stop());

interface Route {
  name: string;
  run: (user: string, team: string) => Promise<Response>;
  /** The owner's answer. */
  ok: number;
}

const SPEC = {
  api: 'openapi: 3.0.3\ninfo: { title: X, version: 9.0.0 }\npaths: {}\n',
  event: 'asyncapi: 2.6.0\ninfo: { title: X, version: 9.0.0 }\nchannels: {}\n',
};

/** Every route that names one product, in an order where the owner's writes make its reads succeed. */
function routes(kind: 'api' | 'event', productKey: string, version: string, env: string, address: string): Route[] {
  let named = false;
  const id = () => (named ? demo.ids[`product:${productKey}`] : '{id}');
  const get = (path: () => string): Route => ({
    name: `GET ${path()}`,
    run: (u, t) => client.call(u, t, 'GET', path()),
    ok: 200,
  });
  const list: Route[] = [
    get(() => `/api/products/products/${id()}/checks?action=read`),
    {
      name: 'POST /api/documents/document/{id}',
      run: (u, t) =>
        client.call(u, t, 'POST', `/api/documents/document/${id()}?file=x.md&type=${kind}`, {
          data: encodeDocument('# x'),
        }),
      ok: 200,
    },
    get(() => `/api/documents/document/${id()}?file=x.md&type=${kind}`),
    get(() => `/api/documents/${kind}/${id()}/x.html`),
    {
      name: 'POST /api/documents/upload',
      run: (u, t) =>
        client.upload(
          u,
          t,
          '/api/documents/upload',
          { name: 'i.yaml', content: 'summary: x\n' },
          { id: id(), name: 'introduction', type: kind },
        ),
      ok: 201,
    },
    get(() => `/api/documents/${kind}/${id()}/introduction.html`),
    {
      name: 'POST /api/products/products/{id}/versions',
      run: (u, t) =>
        client.upload(u, t, `/api/products/products/${id()}/versions`, { name: 'x.yaml', content: SPEC[kind] }),
      ok: 201,
    },
  ];
  if (kind === 'api') {
    list.push(
      get(() => `/api/apim/apis/${id()}`),
      get(() => `/api/apim/apis/${id()}/versions/${version}/openapi`),
      get(() => `/api/apim/apis/${id()}/versions/${version}/openapi?environment=${env}`),
    );
  } else {
    list.push(
      get(() => `/api/events/events/${id()}/data`),
      get(() => `${address}/versions/${version}/asyncapi`),
      get(() => `${address}/versions/${version}/asyncapi?environment=${env}`),
    );
  }
  named = true;
  return list;
}

const CASES = [
  {
    product: 'Acme Field Sync API (private to Acme Integrations)',
    key: 'acme-field-sync-api',
    owner: ['teamAdmin', 'acmeIntegrations'],
    outsiders: [
      ['teamAdmin', 'acmeMobile'],
      ['globexAdmin', 'globexLabs'],
      ['staff', 'platform'],
    ],
    routes: routes('api', 'acme-field-sync-api', '0.9.0', 'DEV', ''),
  },
  {
    product: 'Concrete Pour Events (private to Globex Labs)',
    key: 'concrete-pour-events',
    owner: ['globexAdmin', 'globexLabs'],
    outsiders: [
      ['developer', 'acmeIntegrations'],
      ['teamAdmin', 'acmeMobile'],
    ],
    routes: routes(
      'event',
      'concrete-pour-events',
      '0.1.0',
      'prd',
      '/api/events/namespaces/globex-labs/events/concrete-pour-events',
    ),
  },
];

describe.each(CASES)('$product', ({ key, owner, outsiders, routes: list }) => {
  it.each(list.map((r) => [r.name, r] as const))(
    '%s: 403 AZ1001 for other teams, answered for the owner',
    async (_name, route) => {
      for (const [user, team] of outsiders) {
        const res = await route.run(user, team);
        expect(res.status, `${user} in ${team}`).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'AZ1001', message: 'Not authorized to access this product' });
      }
      const res = await route.run(owner[0], owner[1]);
      expect(res.status, await res.clone().text()).toBe(route.ok);
    },
  );

  it('DELETE /api/products/products/{id}: 403 AZ1001 for other teams', async () => {
    for (const [user, team] of outsiders) {
      const res = await client.call(user, team, 'DELETE', `/api/products/products/${demo.ids[`product:${key}`]}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'AZ1001' });
    }
  });

  it('lists: absent from the gallery and the team lists of other teams', async () => {
    for (const [user, team] of outsiders) {
      const page = (await (
        await client.call(user, team, 'GET', '/api/products/products?pageSize=100')
      ).json()) as ProductPage;
      expect(page.items.map((p) => p.uuid)).not.toContain(demo.ids[`product:${key}`]);
      const own = (await (
        await client.call(user, null, 'GET', `/api/products/teams/${demo.ids[team]}/products?pageSize=100`)
      ).json()) as ProductPage;
      expect(own.items.map((p) => p.uuid)).not.toContain(demo.ids[`product:${key}`]);
    }
  });
});

describe('GET /api/products/products/{id}/checks', () => {
  const check = async (user: string, team: string, key: string, action: string) => {
    const id = demo.ids[`product:${key}`];
    const res = await client.call(
      user,
      null,
      'GET',
      `/api/products/products/${id}/checks?team_id=${demo.ids[team]}&action=${action}`,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as ProductCheck).authorized;
  };

  it('answers from the team role and the relation to the product', async () => {
    const table: Array<[string, string, string, string, boolean]> = [
      ['teamAdmin', 'acmeIntegrations', 'acme-field-sync-api', 'document', true],
      ['developer', 'acmeIntegrations', 'acme-field-sync-api', 'document', false],
      ['basic', 'acmeIntegrations', 'acme-field-sync-api', 'document', false],
      ['teamAdmin', 'acmeIntegrations', 'fleet-telematics', 'document', false],
      ['staff', 'platform', 'fleet-telematics', 'document', true],
      ['developer', 'acmeIntegrations', 'fleet-telematics', 'subscribe', true],
      ['basic', 'acmeIntegrations', 'fleet-telematics', 'subscribe', false],
      ['developer', 'acmeIntegrations', 'globex-survey-api', 'read', true],
      ['developer', 'acmeIntegrations', 'globex-survey-api', 'delete', false],
      ['globexAdmin', 'globexLabs', 'globex-survey-api', 'delete', true],
      ['developer', 'globexLabs', 'globex-survey-api', 'create-version', false],
      ['staff', 'platform', 'shipment-events', 'create-version', true],
      ['staff', 'platform', 'shipment-events', 'fly', false],
    ];
    for (const [user, team, product, action, expected] of table) {
      expect(await check(user, team, product, action), `${user}@${team} ${action} ${product}`).toBe(expected);
    }
  });

  it('defaults the action to read and takes the team from the team_uuid header too', async () => {
    const id = demo.ids['product:fleet-telematics'];
    const res = await client.call('developer', 'acmeIntegrations', 'GET', `/api/products/products/${id}/checks`);
    expect(await res.json()).toEqual({
      productId: id,
      teamId: demo.ids.acmeIntegrations,
      action: 'read',
      authorized: true,
    });
  });
});

describe('DELETE /api/products/products/{id}', () => {
  it('is for an admin of the owning team; others get 403', async () => {
    const id = demo.ids['product:acme-field-sync-api'];
    const path = `/api/products/products/${id}`;
    const dev = await client.call('developer', 'acmeIntegrations', 'DELETE', path);
    expect(dev.status).toBe(403);
    expect(await dev.json()).toMatchObject({ code: 'AZ1005' });
    const outsider = await client.call('teamAdmin', 'acmeMobile', 'DELETE', path);
    expect(outsider.status).toBe(403);
    expect(await outsider.json()).toMatchObject({ code: 'AZ1001' });
    expect((await client.call('teamAdmin', 'acmeIntegrations', 'DELETE', path)).status).toBe(204);
    const gone = await client.call('teamAdmin', 'acmeIntegrations', 'GET', `/api/apim/apis/${id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'CT1003' });
  });
});
