/**
 * A catalog's products over HTTP: order (the list position), replace and relate under the edit rule, the products a
 * catalog may hold (CT1003), and product visibility through an accepted catalog relation (and its end on revoke).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEAM_HEADER, type CatalogProductList, type ProductPage } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { answer, catalogsClient } from './catalogs-test-kit.js';

let demo: DemoServer;
let api: ReturnType<typeof catalogsClient>['call'];
const ids: Record<string, string> = {};
const kit = () => `/catalogs/${demo.ids['catalog:acmeFieldKit']}/products`;
const names = (list: CatalogProductList) => list.items.map((p) => [p.displayName, p.order]);

beforeAll(async () => {
  demo = await startDemoServer();
  api = catalogsClient(demo).call;
  const { rows } = await demo.server.platform.pool.query<{ id: string; name: string }>(
    'SELECT id, display_name AS name FROM products',
  );
  for (const r of rows) ids[r.name] = r.id;
});
afterAll(async () => demo?.server.stop());

/** GET /api/products/products as a user for a team, by display name. */
async function gallery(user: string, team: string): Promise<string[]> {
  const res = await fetch(`${demo.server.url}/api/products/products?pageSize=100`, {
    headers: { authorization: `Bearer ${await demo.tokenOf(user)}`, [PRODUCT_TEAM_HEADER]: demo.ids[team] },
  });
  return ((await res.json()) as ProductPage).items.map((p) => p.displayName);
}

describe('catalog products', () => {
  it('lists the products in catalog order, to members and granted teams', async () => {
    const own = await answer<CatalogProductList>(api('basic', null, 'GET', kit()));
    expect(names(own.body)).toEqual([
      ['Fleet Telematics API', 0],
      ['Shipment Tracking API', 1],
      ['Notifications API', 2],
    ]);
    const shared = await answer<CatalogProductList>(api('teamAdmin', 'acmeMobile', 'GET', kit()));
    // Public products, reached through the catalog as well.
    expect(shared.body.items.map((p) => [p.displayName, p.relationship])).toEqual([
      ['Fleet Telematics API', 'shared'],
      ['Shipment Tracking API', 'shared'],
      ['Notifications API', 'shared'],
    ]);
    expect((await answer(api('globexAdmin', null, 'GET', kit()))).body).toMatchObject({ code: 'CT1008' });
  });

  it('reorders with PUT (the list position is the order) and appends with relate', async () => {
    const order = [ids['Notifications API'], ids['Acme Field Sync API'], ids['Fleet Telematics API']];
    const put = await answer<CatalogProductList>(api('teamAdmin', null, 'PUT', kit(), { products: order }));
    expect(names(put.body)).toEqual([
      ['Notifications API', 0],
      ['Acme Field Sync API', 1],
      ['Fleet Telematics API', 2],
    ]);
    const relate = await answer<CatalogProductList>(
      api('teamAdmin', null, 'POST', `${kit()}/relate`, { products: [ids['Weather Conditions API'], order[0]] }),
    );
    expect(relate.body.items.map((p) => p.displayName)).toEqual([
      'Notifications API',
      'Acme Field Sync API',
      'Fleet Telematics API',
      'Weather Conditions API',
    ]);
    const again = await answer<CatalogProductList>(api('developer', null, 'GET', kit()));
    expect(again.body.items.map((p) => p.order)).toEqual([0, 1, 2, 3]);
  });

  it('refuses duplicates, unknown products and private products of other teams (CT1003)', async () => {
    const twice = await answer(
      api('teamAdmin', null, 'PUT', kit(), { products: [ids['Notifications API'], ids['Notifications API']] }),
    );
    expect(twice).toMatchObject({ status: 400, body: { code: 'CT1003' } });
    // Shared with Acme Integrations by Globex, but not Acme's to pass on.
    const reshare = await answer(
      api('teamAdmin', null, 'POST', `${kit()}/relate`, { products: [ids['Globex Survey API']] }),
    );
    expect(reshare).toMatchObject({ status: 400, body: { code: 'CT1003', details: [{ path: 'products.4' }] } });
    const unknown = await answer(
      api('teamAdmin', null, 'PUT', kit(), { products: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(unknown.body).toMatchObject({ code: 'CT1003' });
    const notIds = await answer(api('teamAdmin', null, 'PUT', kit(), { products: ['x'] }));
    expect(notIds.body).toMatchObject({ code: 'CT1003' });
  });

  it('keeps a published catalog non-empty and lets only its admins change the products', async () => {
    const empty = await answer(api('teamAdmin', null, 'PUT', kit(), { products: [] }));
    expect(empty).toMatchObject({ status: 409, body: { code: 'CATALOG_PUBLISH_INCOMPLETE' } });
    const dev = await answer(api('developer', null, 'PUT', kit(), { products: [ids['Notifications API']] }));
    expect(dev).toMatchObject({ status: 403, body: { code: 'CT1019' } });
    // The granted team's admin acting for that team is not an owner.
    const grantee = await answer(api('globexAdmin', null, 'POST', `${kit()}/relate`, { products: [] }));
    expect(grantee.status).toBe(404);
  });
});

describe('product visibility through catalogs', () => {
  it('shows the private products of an accepted catalog to the granted team, until revoked', async () => {
    // The reorder above put Acme's private API into the catalog Acme Mobile accepted.
    expect(await gallery('globexAdmin', 'globexLabs')).not.toContain('Acme Field Sync API');
    expect(await gallery('teamAdmin', 'acmeMobile')).toContain('Acme Field Sync API');
    const check = await fetch(
      `${demo.server.url}/api/products/products/${ids['Acme Field Sync API']}/checks?team_id=${demo.ids.acmeMobile}`,
      { headers: { authorization: `Bearer ${await demo.tokenOf('teamAdmin')}` } },
    );
    expect(await check.json()).toMatchObject({ authorized: true });
    const revoke = await api('teamAdmin', null, 'POST', `/catalogs/${demo.ids['catalog:acmeFieldKit']}/revoke`, {
      type: 'team',
      teamId: demo.ids.acmeMobile,
    });
    expect(revoke.status).toBe(204);
    expect(await gallery('teamAdmin', 'acmeMobile')).not.toContain('Acme Field Sync API');
    expect((await answer(api('teamAdmin', 'acmeMobile', 'GET', kit()))).status).toBe(404);
  });
});
