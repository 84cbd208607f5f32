/** Subscribing, the Subscription Details summary, deleting; and products that cannot go while subscribed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  subscriptionPageSchema,
  subscriptionSummarySchema,
  type ApiSubscription,
  type SubscriptionPage,
  type SubscriptionSummary,
} from '@dc/contracts';
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
const subscribe = (appKey: string, api: string, user = 'developer', team = 'acmeIntegrations') =>
  apim.call(user, team, 'POST', '/subscriptions/', {
    app_id: id(appKey) ?? appKey,
    api_id: id(`product:${api}`) ?? api,
  });

describe('subscribe, summary, delete', () => {
  it('subscribes an application to an API Active at once, once', async () => {
    const res = await subscribe('app:fieldSync', 'shipment-tracking-api');
    const made = await apim.json<ApiSubscription>(res, 201);
    expect(made).toMatchObject({
      subscription_status: 'Active',
      app_display_name: 'Field Sync Service',
      api_display_name: 'Shipment Tracking API',
    });
    expect(await apim.json(await subscribe('app:fieldSync', 'shipment-tracking-api'), 409)).toMatchObject({
      code: 'API1011',
    });
    expect(await apim.json(await subscribe('app:fieldSync', 'project-scheduling-api'), 409)).toMatchObject({
      code: 'API1019',
    });
    expect(await apim.json(await subscribe('app:crewApp', 'project-scheduling-api'), 409)).toMatchObject({
      code: 'API1021',
    });
  });

  it('shows the summary with the API versions and the application credentials (none for basic users)', async () => {
    const path = `/subscriptions/apps/${id('app:fieldSync')}/apis/${id('product:fleet-telematics')}/summary`;
    const summary = subscriptionSummarySchema.parse(
      await apim.json<SubscriptionSummary>(await apim.call('developer', 'acmeIntegrations', 'GET', path), 200),
    );
    expect(summary).toMatchObject({ product_type: 'HTTP / REST API', subscription_status: 'Active' });
    expect(summary.versions.map((v) => v.key)).toEqual(['2.0.0', '1.0.0']);
    expect(summary.credentials?.client_id).toBe(id('app:fieldSync'));
    expect(summary.credentials?.secrets).toHaveLength(2);
    expect(summary.credentials?.secrets[0].secret).toMatch(/^[\w-]{43}$/);
    const basic = await apim.json<SubscriptionSummary>(await apim.call('basic', 'acmeIntegrations', 'GET', path), 200);
    expect(basic.credentials).toBeNull();
    const none = `/subscriptions/apps/${id('app:fieldSync')}/apis/${id('product:notifications-api')}/summary`;
    expect(await apim.json(await apim.call('developer', 'acmeIntegrations', 'GET', none), 404)).toMatchObject({
      code: 'API1012',
    });
  });

  it('deletes a subscription (withdraws a request) but not a denied one', async () => {
    await apim.json(await subscribe('app:crewApp', 'weather-conditions-api'), 201);
    const path = `/subscriptions/apps/${id('app:crewApp')}/apis/${id('product:weather-conditions-api')}`;
    expect(await apim.json(await apim.call('basic', 'acmeIntegrations', 'DELETE', path), 403)).toMatchObject({
      code: 'AZ1012',
    });
    await apim.json(await apim.call('developer', 'acmeIntegrations', 'DELETE', path), 204);
    expect(await apim.json(await apim.call('developer', 'acmeIntegrations', 'DELETE', path), 404)).toMatchObject({
      code: 'API1012',
    });
    const denied = `/subscriptions/apps/${id('app:crewApp')}/apis/${id('product:project-scheduling-api')}`;
    expect(await apim.json(await apim.call('teamAdmin', 'acmeIntegrations', 'DELETE', denied), 409)).toMatchObject({
      code: 'API1021',
    });
  });

  it('refuses what cannot be subscribed', async () => {
    expect(await apim.json(await subscribe('app:fieldSync', 'notifications-api', 'basic'), 403)).toMatchObject({
      code: 'AZ1007',
    });
    expect(await apim.json(await subscribe('app:legacyImporter', 'notifications-api', 'teamAdmin'), 409)).toMatchObject(
      {
        code: 'SUBSCRIPTION_APPLICATION_INACTIVE',
      },
    );
    // Another team's private API is not for this team; an event product is not an API.
    expect(
      await apim.json(await subscribe('app:dispatch', 'acme-field-sync-api', 'teamAdmin', 'acmeMobile'), 403),
    ).toMatchObject({ code: 'AZ1001' });
    expect(await apim.json(await subscribe('app:fieldSync', 'shipment-events'), 404)).toMatchObject({ code: 'CT1003' });
    const { pool } = demo.server.platform;
    await pool.query(
      `DELETE FROM product_deployments d USING product_versions v WHERE d.version_id = v.id AND v.product_id = $1`,
      [id('product:materials-pricing-api')],
    );
    expect(await apim.json(await subscribe('app:fieldSync', 'materials-pricing-api'), 400)).toMatchObject({
      code: 'API1016',
    });
    await pool.query('UPDATE products SET subscription_allowed = false WHERE id = $1', [
      id('product:site-documents-api'),
    ]);
    expect(await apim.json(await subscribe('app:fieldSync', 'site-documents-api'), 403)).toMatchObject({
      code: 'AZ1007',
    });
  });

  it('answers 404 to a member of another team for every subscription of this team', async () => {
    const summary = `/subscriptions/apps/${id('app:fieldSync')}/apis/${id('product:fleet-telematics')}/summary`;
    const remove = `/subscriptions/apps/${id('app:fieldSync')}/apis/${id('product:fleet-telematics')}`;
    for (const team of ['globexLabs', 'acmeIntegrations']) {
      expect(await apim.json(await apim.call('globexAdmin', team, 'GET', summary), 404)).toMatchObject({
        code: 'API1012',
      });
      expect(await apim.json(await apim.call('globexAdmin', team, 'DELETE', remove), 404)).toMatchObject({
        code: 'API1012',
      });
      expect(
        await apim.json(await subscribe('app:fieldSync', 'notifications-api', 'globexAdmin', team), 404),
      ).toMatchObject({ code: 'API1010' });
    }
    expect((await page('?app_ids=' + id('app:fieldSync'), 'globexAdmin', 'globexLabs')).total).toBe(0);
  });
});

describe('DELETE /api/products/products/{id} with subscribers', () => {
  it('is refused while an application is subscribed (API1013), allowed without', async () => {
    const token = await demo.tokenOf('staff');
    const del = (api: string) =>
      fetch(`${demo.server.url}/api/products/products/${id(`product:${api}`)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, team_uuid: id('platform') },
      });
    expect(await apim.json(await del('fleet-telematics'), 409)).toMatchObject({ code: 'API1013' });
    expect((await del('geospatial-positioning-api')).status).toBe(204);
  });
});
