import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeProductLists, type ProductPage } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from './products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
});
afterAll(async () => demo?.server.stop());

async function gallery(query: string, user = 'developer', team = 'acmeIntegrations'): Promise<ProductPage> {
  const res = await client.call(user, team, 'GET', `/api/products/products${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ProductPage;
}
const names = (p: ProductPage) => p.items.map((i) => i.displayName);
const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

describe('GET /api/products/products (gallery)', () => {
  it('pages 6 at a time through everything the team may see, by name', async () => {
    const first = await gallery('');
    expect(first).toMatchObject({ page: 1, pageSize: 6, total: 15 });
    const all = [...first.items];
    for (let page = 2; page <= 3; page++) all.push(...(await gallery(`?page=${page}`)).items);
    expect(all).toHaveLength(15);
    expect(new Set(all.map((p) => p.uuid)).size).toBe(15);
    expect(all.map((p) => p.displayName)).toEqual([...all.map((p) => p.displayName)].sort(byName));
    expect(await gallery('?page=4')).toMatchObject({ items: [], total: 15, page: 4 });
    expect((await gallery('?pageSize=8')).items).toHaveLength(8);
  });

  it('includes public products and the team own or shared private ones only', async () => {
    const acme = names(await gallery('?pageSize=100'));
    expect(acme).toEqual(expect.arrayContaining(['Acme Field Sync API', 'Globex Survey API', 'Fleet Telematics API']));
    expect(acme).not.toContain('Concrete Pour Events');
    const mobile = names(await gallery('?pageSize=100', 'teamAdmin', 'acmeMobile'));
    expect(mobile).toHaveLength(13);
    expect(mobile).not.toContain('Acme Field Sync API');
    const globex = names(await gallery('?pageSize=100', 'developer', 'globexLabs'));
    expect(globex).toEqual(expect.arrayContaining(['Concrete Pour Events', 'Globex Survey API']));
  });

  it('filters by type, and needs at least one type', async () => {
    const events = await gallery('?type=event&pageSize=100');
    expect(names(events)).toEqual(['Equipment Telemetry Events', 'Shipment Events', 'Work Order Status Events']);
    expect(events.items.every((p) => p.type === 'event')).toBe(true);
    const apis = await gallery('?type=api&pageSize=100');
    expect(apis.total).toBe(12);
    expect((await gallery('?type=api,event')).total).toBe(15);
    expect((await gallery('?type=api&type=event')).total).toBe(15);
    for (const bad of ['?type=', '?type=sdk']) {
      const res = await client.call('developer', 'acmeIntegrations', 'GET', `/api/products/products${bad}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('searches name, description and tags ignoring case, with the type filter', async () => {
    expect(names(await gallery('?searchText=ship&type=event'))).toEqual(['Shipment Events']);
    const ship = await gallery('?searchText=SHIP&pageSize=100');
    expect(names(ship)).toEqual(expect.arrayContaining(['Shipment Events', 'Shipment Tracking API']));
    expect(names(await gallery('?searchText=drones'))).toEqual(['Globex Survey API']);
    expect(names(await gallery('?searchText=centimetre'))).toEqual(['Geospatial Positioning API']);
    expect((await gallery('?searchText=%25_')).total).toBe(0);
    expect((await gallery('?searchText=nothing-like-this')).items).toEqual([]);
  });

  it('sorts by date created, newest first', async () => {
    const recent = (await gallery('?sort=recent&pageSize=100')).items.map((p) => p.createdAtDateTime);
    expect(recent).toEqual([...recent].sort().reverse());
    expect((await gallery('?sort=recent')).items[0].displayName).toBe('Acme Field Sync API');
  });

  it('carries the spec fields of a product', async () => {
    const [fleet] = (await gallery('?searchText=fleet telematics')).items;
    expect(fleet).toMatchObject({
      uuid: demo.ids['product:fleet-telematics'],
      id: demo.ids['product:fleet-telematics'],
      name: 'fleet-telematics',
      displayName: 'Fleet Telematics API',
      type: 'api',
      tags: ['telematics', 'fleet', 'iot'],
      order: null,
      namespace: 'platform-engineering',
      key: 'platform-engineering.fleet-telematics',
      visibility: 'PUBLIC',
      relationship: 'public',
      latestVersion: '2.0.0',
    });
    expect(fleet.description).toMatch(/^Live position/);
  });

  it('needs a session and a team of the caller', async () => {
    expect((await client.call(null, 'acmeIntegrations', 'GET', '/api/products/products')).status).toBe(401);
    const none = await client.call('developer', null, 'GET', '/api/products/products');
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'API1009' });
    for (const team of ['acmeMobile', 'platform', 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await client.call('developer', team, 'GET', '/api/products/products');
      expect(res.status, team).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'AZ1020' });
    }
  });
});

describe('GET /api/products/teams/{teamId}/products', () => {
  it('lists the team own and shared products, which the gallery merges unique by uuid', async () => {
    const res = await client.call(
      'developer',
      null,
      'GET',
      `/api/products/teams/${demo.ids.acmeIntegrations}/products`,
    );
    const team = (await res.json()) as ProductPage;
    expect(names(team)).toEqual(['Acme Field Sync API', 'Globex Survey API']);
    expect(team.items.map((p) => p.relationship)).toEqual(['owner', 'shared']);
    const merged = mergeProductLists((await gallery('?pageSize=100')).items, team.items);
    expect(merged).toHaveLength(15);
  });

  it('answers 403 AZ1020 for a team the caller is not in', async () => {
    const res = await client.call('developer', null, 'GET', `/api/products/teams/${demo.ids.acmeMobile}/products`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'AZ1020' });
  });
});
