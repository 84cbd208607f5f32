/**
 * Catalog lists, one catalog, create, update and delete over HTTP against the demo world: visibility by membership
 * (core only for internal teams, other teams 404), the create defaults, the codes CT1001, CT1002, CT1003, CT1008,
 * CT1009, CT1019 and the publish rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_DEFAULT_IMAGE, type Catalog, type CatalogList } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { answer, catalogsClient } from './catalogs-test-kit.js';

let demo: DemoServer;
let api: ReturnType<typeof catalogsClient>['call'];
const cat = (key: string) => demo.ids[`catalog:${key}`];
const product = async (displayName: string) =>
  (
    await demo.server.platform.pool.query<{ id: string }>('SELECT id FROM products WHERE display_name = $1', [
      displayName,
    ])
  ).rows[0].id;

beforeAll(async () => {
  demo = await startDemoServer();
  api = catalogsClient(demo).call;
});
afterAll(async () => demo?.server.stop());

describe('lists', () => {
  it('GET /catalogs shows core only to internal teams, and only published public catalogs', async () => {
    const staff = await answer<CatalogList>(api('staff', 'platform', 'GET', '/catalogs'));
    expect(staff.status).toBe(200);
    expect([...new Set(staff.body.items.map((c) => c.type))]).toEqual(['core', 'industry', 'workflow']);
    expect(staff.body.items.filter((c) => c.type !== 'industry').map((c) => c.productCount)).toEqual([4, 3]);
    expect(staff.body.items.find((c) => c.name === 'Construct')?.productCount).toBe(4);
    expect(staff.body.items[0]).toMatchObject({ relationship: 'owner', visibility: 'PUBLIC', status: 'published' });
    const external = await answer<CatalogList>(api('developer', 'acmeIntegrations', 'GET', '/catalogs'));
    expect([...new Set(external.body.items.map((c) => c.type))]).toEqual(['industry', 'workflow']);
    expect(external.body.items.every((c) => c.relationship === 'public')).toBe(true);
  });

  it('GET /teams/{id}/catalogs lists owned and granted catalogs; other teams answer 404', async () => {
    const own = await answer<CatalogList>(api('basic', null, 'GET', `/teams/${demo.ids.acmeIntegrations}/catalogs`));
    expect(own.body.items.map((c) => [c.name, c.relationship, c.status])).toEqual([
      ['Drafts', 'owner', 'unpublished'],
      ['Field Kit', 'owner', 'published'],
    ]);
    const granted = await answer<CatalogList>(api('teamAdmin', null, 'GET', `/teams/${demo.ids.acmeMobile}/catalogs`));
    expect(granted.body.items.map((c) => [c.name, c.relationship])).toEqual([['Field Kit', 'shared']]);
    const other = await answer(api('globexAdmin', null, 'GET', `/teams/${demo.ids.acmeIntegrations}/catalogs`));
    expect(other).toMatchObject({ status: 404, body: { code: 'CT1008' } });
    expect((await api(null, null, 'GET', '/catalogs')).status).toBe(401);
  });

  it('GET one catalog answers its fields; teams without access get 404 CT1008', async () => {
    const one = await answer<Catalog>(api('developer', 'acmeIntegrations', 'GET', `/catalogs/${cat('acmeFieldKit')}`));
    expect(one.body).toMatchObject({
      id: cat('acmeFieldKit'),
      displayName: 'Acme Field Kit',
      type: 'custom',
      visibility: 'PRIVATE',
      entity_type: 'team_catalog',
      imageUrl: CATALOG_DEFAULT_IMAGE,
      relationship: 'owner',
      teamId: demo.ids.acmeIntegrations,
      productCount: 3,
    });
    const viaTeam = await answer<Catalog>(
      api('teamAdmin', null, 'GET', `/teams/${demo.ids.acmeMobile}/catalogs/${cat('acmeFieldKit')}`),
    );
    expect(viaTeam.body.relationship).toBe('shared');
    // A pending invitation gives nothing yet; core is not for external teams.
    for (const [user, team, id] of [
      ['globexAdmin', 'globexLabs', cat('acmeFieldKit')],
      ['developer', 'globexLabs', cat('acmeFieldKit')],
      ['developer', 'acmeIntegrations', cat('core')],
      ['developer', null, cat('core')],
      ['staff', null, cat('acmeDrafts')],
    ] as const) {
      const res = await answer(api(user, team, 'GET', `/catalogs/${id}`));
      expect(res, `${user} ${id}`).toMatchObject({ status: 404, body: { code: 'CT1008' } });
    }
    const wrong = await answer(
      api('developer', null, 'GET', `/teams/${demo.ids.platform}/catalogs/${cat('industry')}`),
    );
    expect(wrong.status).toBe(404);
    expect((await answer(api('developer', null, 'GET', '/catalogs/not-an-id'))).status).toBe(404);
  });
});

describe('create, update, delete', () => {
  const teamId = () => demo.ids.acmeIntegrations;

  it('creates with the defaults; names over 10 characters answer CT1002, taken names CT1001', async () => {
    const created = await answer<Catalog>(
      api('teamAdmin', null, 'POST', '/catalogs', { name: 'Plain', teamId: teamId() }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Plain',
      displayName: 'Plain',
      description: '',
      details: '',
      type: 'custom',
      visibility: 'PRIVATE',
      entity_type: 'team_catalog',
      status: 'unpublished',
      relationship: 'owner',
      productCount: 0,
    });
    const long = await answer(api('teamAdmin', null, 'POST', '/catalogs', { name: 'Twelve chars', teamId: teamId() }));
    expect(long).toMatchObject({
      status: 400,
      body: { code: 'CT1002', message: 'Length may not exceed 10 characters' },
    });
    const taken = await answer(api('teamAdmin', null, 'POST', '/catalogs', { name: 'plain', teamId: teamId() }));
    expect(taken).toMatchObject({ status: 409, body: { code: 'CT1001', message: 'Catalog name already exists' } });
    const bad = await answer(api('teamAdmin', null, 'POST', '/catalogs', { name: 'X', teamId: 'nope' }));
    expect(bad).toMatchObject({ status: 400, body: { code: 'CT1003', message: 'Invalid request body' } });
    const empty = await answer(api('teamAdmin', null, 'POST', '/catalogs', { name: ' ', teamId: teamId() }));
    expect(empty.body).toMatchObject({
      code: 'CT1003',
      details: [{ path: 'name', message: 'Catalog Name is mandatory.' }],
    });
  });

  it('needs the admin check, a team of the caller, and an internal team for provider or public catalogs', async () => {
    const dev = await answer(api('developer', null, 'POST', '/catalogs', { name: 'Dev', teamId: teamId() }));
    expect(dev).toMatchObject({ status: 403, body: { code: 'CT1019' } });
    const stranger = await answer(api('globexAdmin', null, 'POST', '/catalogs', { name: 'Mine', teamId: teamId() }));
    expect(stranger.status).toBe(404);
    const core = await answer(
      api('teamAdmin', null, 'POST', '/catalogs', { name: 'C', teamId: teamId(), type: 'core' }),
    );
    expect(core).toMatchObject({ status: 403, body: { code: 'CT1019' } });
    const pub = { name: 'Pub', teamId: teamId(), visibility: 'PUBLIC' };
    expect((await answer(api('teamAdmin', null, 'POST', '/catalogs', pub))).status).toBe(403);
  });

  it('publishes only with a name and at least one product, and unpublishes', async () => {
    const body = { name: 'Pubme', teamId: teamId(), status: 'published' };
    const none = await answer(api('teamAdmin', null, 'POST', '/catalogs', body));
    expect(none).toMatchObject({ status: 409, body: { code: 'CATALOG_PUBLISH_INCOMPLETE' } });
    const draft = await answer<Catalog>(
      api('teamAdmin', null, 'POST', '/catalogs', { ...body, status: 'unpublished' }),
    );
    const path = `/catalogs/${draft.body.id}`;
    expect((await answer(api('teamAdmin', null, 'PUT', path, { status: 'published' }))).status).toBe(409);
    const productId = await product('Notifications API');
    expect((await api('teamAdmin', null, 'PUT', `${path}/products`, { products: [productId] })).status).toBe(200);
    const published = await answer<Catalog>(
      api('teamAdmin', null, 'PUT', path, { status: 'published', description: 'Ready.\nTwo lines.', details: '# Hi' }),
    );
    expect(published.body).toMatchObject({ status: 'published', description: 'Ready.\nTwo lines.', details: '# Hi' });
    const withProducts = await answer<Catalog>(
      api('teamAdmin', null, 'POST', '/catalogs', { ...body, name: 'AtOnce', products: [productId] }),
    );
    expect(withProducts.body).toMatchObject({ status: 'published', productCount: 1 });
    const unpublished = await answer<Catalog>(api('teamAdmin', null, 'PUT', path, { status: 'unpublished' }));
    expect(unpublished.body.status).toBe('unpublished');
  });

  it('lets only admins of the owning team edit non-public catalogs', async () => {
    const path = `/catalogs/${cat('acmeFieldKit')}`;
    for (const user of ['developer', 'basic']) {
      expect(await answer(api(user, null, 'PUT', path, { description: 'x' }))).toMatchObject({
        status: 403,
        body: { code: 'CT1019', message: 'User not permitted to edit catalog' },
      });
    }
    expect((await answer(api('globexAdmin', null, 'PUT', path, { description: 'x' }))).status).toBe(404);
    // Public catalogs are not edited, even by their owner.
    expect((await answer(api('staff', null, 'PUT', `/catalogs/${cat('core')}`, { description: 'x' }))).status).toBe(
      403,
    );
    const moved = await answer(api('teamAdmin', null, 'PUT', path, { teamId: demo.ids.acmeMobile }));
    expect(moved.body).toMatchObject({ code: 'CT1003' });
    const renamed = await answer(api('teamAdmin', null, 'PUT', path, { name: 'Way too long' }));
    expect(renamed.body).toMatchObject({ code: 'CT1002' });
    const taken = await answer(api('teamAdmin', null, 'PUT', path, { name: 'DRAFTS' }));
    expect(taken.body).toMatchObject({ code: 'CT1001' });
  });

  it('removes only empty custom catalogs the caller may edit', async () => {
    const full = `/catalogs/${cat('acmeFieldKit')}`;
    expect(await answer(api('teamAdmin', null, 'DELETE', full))).toMatchObject({
      status: 409,
      body: { code: 'CT1009', message: 'Catalog cannot be deleted if not empty' },
    });
    expect((await answer(api('staff', null, 'DELETE', `/catalogs/${cat('industry')}`))).status).toBe(403);
    const drafts = `/catalogs/${cat('acmeDrafts')}`;
    expect((await answer(api('developer', null, 'DELETE', drafts))).body).toMatchObject({ code: 'CT1019' });
    expect((await answer(api('globexAdmin', null, 'DELETE', drafts))).status).toBe(404);
    expect((await api('teamAdmin', null, 'DELETE', drafts)).status).toBe(204);
    expect((await answer(api('teamAdmin', null, 'GET', drafts))).body).toMatchObject({ code: 'CT1008' });
  });

  it('reports the CATALOGS flag as on by default', async () => {
    const res = await fetch(`${demo.server.url}/ui-config/feature-toggler.json`);
    expect(await res.json()).toMatchObject({ CATALOGS: true });
  });
});
