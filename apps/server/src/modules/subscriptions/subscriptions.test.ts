import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPageSchema, teamSubscriptionPageSchema, type SubscriptionPage } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient, type ApimClient } from '../applications/applications-test-kit.js';

let demo: DemoServer;
let apim: ApimClient;
const id = (key: string) => demo.ids[key];

beforeAll(async () => {
  demo = await startDemoServer();
  apim = apimClient(demo);
});
afterAll(async () => demo?.server.stop());

async function page(query = '', user = 'developer', team = 'acmeIntegrations'): Promise<SubscriptionPage> {
  const res = await apim.call(user, team, 'GET', `/subscriptions/apis${query}`);
  return subscriptionPageSchema.parse(await apim.json(res, 200));
}
const pairs = (p: SubscriptionPage) =>
  p.items.map((s) => `${s.app_display_name} > ${s.api_display_name}: ${s.subscription_status}`);

describe('GET /api/apim/subscriptions/apis', () => {
  it("lists the team's subscriptions newest first, in every status, with the fields of spec 2 section 3", async () => {
    const all = await page();
    expect(pairs(all)).toEqual([
      'Field Sync Service > Project Scheduling API: Pending',
      'Crew Mobile App > Project Scheduling API: Denied',
      'Field Sync Service > Weather Conditions API: Active',
      'Crew Mobile App > Shipment Tracking API: Active',
      'Field Sync Service > Fleet Telematics API: Active',
    ]);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    const fleet = all.items.at(-1)!;
    expect(fleet).toMatchObject({
      id: id('app:fieldSync'),
      app_uuid: id('app:fieldSync'),
      app_name: 'Field Sync Service',
      app_visibility: 'TEAM',
      app_status: 'Available',
      api_id: id('product:fleet-telematics'),
      api_uuid: id('product:fleet-telematics'),
      api_name: 'fleet-telematics',
      display_name: 'Fleet Telematics API',
      product: 'Fleet Telematics API',
      key: 'platform-engineering.fleet-telematics',
      environments: ['DEV', 'QA', 'STAGE', 'PROD'],
      expires_at: null,
      denial_reason: null,
    });
    const pending = all.items[0];
    expect(new Date(pending.expires_at!).getTime() - new Date(pending.subscription_created_at).getTime()).toBe(
      10 * 86_400_000,
    );
    expect(all.items[1].denial_reason).toMatch(/Dispatch Board/);
  });

  it('filters by application, status and search; sorts by name; pages', async () => {
    expect(pairs(await page(`?app_ids=${id('app:crewApp')}`))).toEqual([
      'Crew Mobile App > Project Scheduling API: Denied',
      'Crew Mobile App > Shipment Tracking API: Active',
    ]);
    expect((await page(`?app_ids=${id('app:crewApp')},${id('app:acmeGateway')}`)).total).toBe(2);
    expect((await page('?status=Active')).total).toBe(3);
    expect((await page('?status=Pending&status=Denied')).total).toBe(2);
    expect(pairs(await page('?searchText=WEATHER'))).toEqual(['Field Sync Service > Weather Conditions API: Active']);
    expect((await page('?searchText=platform-engineering.fleet')).total).toBe(1);
    expect((await page('?searchText=crew')).total).toBe(2);
    expect(pairs(await page('?sort=asc&pageSize=2&page=2'))).toEqual([
      'Field Sync Service > Fleet Telematics API: Active',
      'Field Sync Service > Project Scheduling API: Pending',
    ]);
    expect(await page('?page=9&pageSize=5')).toMatchObject({ items: [], total: 5 });
    expect(
      await apim.json(await apim.call('developer', 'acmeIntegrations', 'GET', '/subscriptions/apis?status=Gone'), 400),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('is open to basic users of the team, not to other teams', async () => {
    expect((await page('', 'basic')).total).toBe(5);
    expect(
      await apim.json(await apim.call('globexAdmin', 'acmeIntegrations', 'GET', '/subscriptions/apis'), 403),
    ).toMatchObject({
      code: 'AZ1016',
    });
    expect(pairs(await page('', 'globexAdmin', 'globexLabs'))).toEqual([
      'Survey Drone Uploader > Project Scheduling API: Pending',
      'Survey Drone Uploader > Globex Survey API: Active',
    ]);
  });

  it("lists one API's subscribed applications of the team", async () => {
    const res = await apim.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/subscriptions/apis/${id('product:project-scheduling-api')}/apps`,
    );
    expect(pairs(subscriptionPageSchema.parse(await apim.json(res, 200)))).toEqual([
      'Field Sync Service > Project Scheduling API: Pending',
      'Crew Mobile App > Project Scheduling API: Denied',
    ]);
  });
});

describe('GET /api/subscription/subscription/v1', () => {
  it("gives spec 1's team-wide rows", async () => {
    const res = await fetch(`${demo.server.url}/api/subscription/subscription/v1?sort=asc`, {
      headers: { authorization: `Bearer ${await demo.tokenOf('developer')}`, team_uuid: id('acmeIntegrations') },
    });
    const body = teamSubscriptionPageSchema.parse(await apim.json(res, 200));
    expect(body.total).toBe(5);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      [
        'api_name',
        'app_display_name',
        'app_uuid',
        'api_display_name',
        'subscription_created_at',
        'subscription_status',
        'product',
        'key',
        'api_id',
        'namespace',
        'app_visibility',
      ].sort(),
    );
    expect(body.items[0]).toMatchObject({
      app_display_name: 'Crew Mobile App',
      api_name: 'project-scheduling-api',
      namespace: 'platform-engineering',
      subscription_status: 'Denied',
    });
  });
});
