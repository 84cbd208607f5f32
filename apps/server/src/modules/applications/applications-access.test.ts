/**
 * Who may touch applications (spec 2 section 6, issue 7 acceptance): developers and admins of the team; basic users
 * get 403 with the route's AZ code; a member of another team gets 404 for everything of this team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient, type ApimClient } from './applications-test-kit.js';

let demo: DemoServer;
let apim: ApimClient;
let appId: string;
let secretId: string;

beforeAll(async () => {
  demo = await startDemoServer();
  apim = apimClient(demo);
  appId = demo.ids['app:fieldSync'];
  const secrets = await apim.json<{ data: Array<{ id: string }> }>(
    await apim.call('developer', 'acmeIntegrations', 'GET', `/applications/${appId}/secrets`),
    200,
  );
  secretId = secrets.data[0].id;
});
afterAll(async () => demo?.server.stop());

const item = () =>
  [
    ['GET', `/applications/${appId}`],
    ['PATCH', `/applications/${appId}`, { description: 'x' }],
    ['DELETE', `/applications/${appId}`],
    ['GET', `/applications/${appId}/secrets`],
    ['POST', `/applications/${appId}/secrets`],
    ['GET', `/applications/${appId}/secrets/${secretId}`],
    ['DELETE', `/applications/${appId}/secrets/${secretId}`],
  ] as Array<[string, string, unknown?]>;

describe('applications access', () => {
  it('needs a signed-in caller and a team', async () => {
    expect((await apim.call(null, 'acmeIntegrations', 'GET', '/applications/')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/applications/'],
      ['POST', '/applications', { name: 'No Team', grant_types: ['client_credentials'] }],
      ...item(),
    ] as Array<[string, string, unknown?]>) {
      const res = await apim.call('developer', null, method, path, body);
      expect(await apim.json(res, 400), `${method} ${path}`).toMatchObject({ code: 'API1009' });
    }
  });

  it('refuses basic users with the AZ code of each route', async () => {
    const expected: Record<string, string> = {
      [`GET /applications/${appId}`]: 'AZ1009',
      [`PATCH /applications/${appId}`]: 'AZ1011',
      [`DELETE /applications/${appId}`]: 'AZ1010',
      [`GET /applications/${appId}/secrets`]: 'AZ1009',
      [`POST /applications/${appId}/secrets`]: 'AZ1011',
      [`GET /applications/${appId}/secrets/${secretId}`]: 'AZ1009',
      [`DELETE /applications/${appId}/secrets/${secretId}`]: 'AZ1011',
    };
    for (const [method, path, body] of item()) {
      const res = await apim.call('basic', 'acmeIntegrations', method, path, body);
      expect(await apim.json(res, 403), `${method} ${path}`).toMatchObject({ code: expected[`${method} ${path}`] });
    }
    expect(await apim.json(await apim.call('basic', 'acmeIntegrations', 'GET', '/applications/'), 403)).toMatchObject({
      code: 'AZ1009',
    });
    const create = await apim.call('basic', 'acmeIntegrations', 'POST', '/applications', {
      name: 'Basic App',
      grant_types: ['client_credentials'],
    });
    expect(await apim.json(create, 403)).toMatchObject({ code: 'AZ1008' });
  });

  it('answers 404 API1010 to a member of another team, whichever team it names', async () => {
    for (const team of ['globexLabs', 'acmeIntegrations']) {
      for (const [method, path, body] of item()) {
        const res = await apim.call('globexAdmin', team, method, path, body);
        expect(await apim.json(res, 404), `${team} ${method} ${path}`).toMatchObject({ code: 'API1010' });
      }
    }
    // Listing or creating in a team one is not in is refused without saying whether the team exists.
    expect(
      await apim.json(await apim.call('globexAdmin', 'acmeIntegrations', 'GET', '/applications/'), 403),
    ).toMatchObject({
      code: 'AZ1009',
    });
    const create = await apim.call('globexAdmin', 'acmeIntegrations', 'POST', '/applications', {
      name: 'Intruder',
      grant_types: ['client_credentials'],
    });
    expect(await apim.json(create, 403)).toMatchObject({ code: 'AZ1008' });
    expect(
      await apim.json(
        await apim.call('globexAdmin', '00000000-0000-4000-8000-000000000000', 'GET', '/applications/'),
        403,
      ),
    ).toMatchObject({
      code: 'AZ1009',
    });
    // Nothing changed.
    const still = await apim.call('developer', 'acmeIntegrations', 'GET', `/applications/${appId}/secrets`);
    expect((await apim.json<{ data: unknown[] }>(still, 200)).data).toHaveLength(2);
  });

  it('lets a team admin work with a developer’s applications', async () => {
    const res = await apim.call('teamAdmin', 'acmeIntegrations', 'GET', `/applications/${appId}/secrets/${secretId}`);
    expect((await apim.json<{ data: Array<{ secret: string }> }>(res, 200)).data[0].secret).toMatch(/^[\w-]{43}$/);
  });
});
