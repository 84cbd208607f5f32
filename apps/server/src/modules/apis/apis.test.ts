import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiListSchema, apiProductSummarySchema, type ApiProductSummary } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from '../products/products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
});
afterAll(async () => demo?.server.stop());

async function api(key: string, team = 'acmeIntegrations'): Promise<ApiProductSummary> {
  const res = await client.call('developer', team, 'GET', `/api/apim/apis/${demo.ids[`product:${key}`]}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return apiProductSummarySchema.parse(await res.json());
}

describe('GET /api/apim/apis/{apiId}', () => {
  it('answers the API product summary with versions, deployments per environment and throttling', async () => {
    const fleet = await api('fleet-telematics');
    expect(fleet).toMatchObject({
      display_name: 'Fleet Telematics API',
      approval_type: 'auto',
      license_required: false,
      purchase_license_url: null,
      status: 'APPROVED',
      owned_by: 'Platform Engineering',
      created_by: 'staff.admin@example.com',
    });
    expect(fleet.versions.map((v) => v.key)).toEqual(['2.0.0', '1.0.0']);
    const v2 = fleet.versions[0];
    expect(v2).toMatchObject({ format: 'openapi-3.1', title: 'Fleet Telematics API', operations: 5 });
    expect(v2.deployments.map((d) => d.environment)).toEqual(['DEV', 'QA', 'STAGE', 'PROD']);
    const prod = v2.deployments[3];
    // Demo APIs are deployed to the console's mock upstream (issue 19).
    expect(prod.deployed_url).toMatch(/^https?:\/\/[^/]+\/mock\/fleet-telematics\/2\.0\.0$/);
    expect(prod.config.throttling?.resources[0]).toEqual({
      name: 'default',
      spike: { rate: 100, unit: 'second' },
      quota: { limit: 1_000_000, period: 'month' },
    });
    expect(v2.deployments[0].config.throttling).toBeNull();
    expect(prod.spec_url).toBe(`/api/apim/apis/${fleet.id}/versions/2.0.0/openapi?environment=PROD`);
  });

  it('tells manual approval and licence-required products', async () => {
    expect(await api('project-scheduling-api')).toMatchObject({
      approval_type: 'manual',
      subscription_expiry_days: 10,
    });
    expect(await api('geospatial-positioning-api')).toMatchObject({
      license_required: true,
      purchase_license_url: 'https://marketplace.developer-console.local/products/geospatial-positioning',
    });
  });

  it('answers 404 CT1003 for an event product or an unknown id', async () => {
    for (const id of [demo.ids['product:shipment-events'], '00000000-0000-4000-8000-000000000000']) {
      const res = await client.call('developer', 'acmeIntegrations', 'GET', `/api/apim/apis/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'CT1003' });
    }
  });
});

describe('GET /api/apim/apis', () => {
  it('lists API products only, with search and paging', async () => {
    const res = await client.call('developer', 'acmeIntegrations', 'GET', '/api/apim/apis?searchText=ship');
    const list = apiListSchema.parse(await res.json());
    expect(list.items.map((a) => a.display_name)).toEqual(['Shipment Tracking API']);
    expect(list.items[0].versions.map((v) => v.key)).toEqual(['1.1.0', '1.0.0']);
    const all = apiListSchema.parse(
      await (await client.call('developer', 'acmeIntegrations', 'GET', '/api/apim/apis?pageSize=5')).json(),
    );
    expect(all).toMatchObject({ total: 12, pageSize: 5 });
    expect(all.items).toHaveLength(5);
  });
});

describe('GET /api/apim/apis/{apiId}/versions/{version}/openapi', () => {
  const doc = async (path: string) => {
    const res = await client.call('developer', 'acmeIntegrations', 'GET', path);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('serves the document of a version, and per environment with the deployment as its server', async () => {
    const fleet = await api('fleet-telematics');
    const plain = await doc(fleet.versions[1].spec_url);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ openapi: '3.0.3', servers: [{ url: 'https://api.example.com/telematics/v1' }] });
    expect(Object.keys(plain.body.paths as object)).toEqual([
      '/vehicles',
      '/vehicles/{vehicleId}',
      '/vehicles/{vehicleId}/position',
    ]);
    const qa = await doc(fleet.versions[1].deployments[1].spec_url);
    expect(qa.body.servers).toEqual([
      { url: expect.stringMatching(/\/mock\/fleet-telematics\/1\.0\.0$/), description: 'QA deployment' },
    ]);
  });

  it('points a Swagger 2.0 document at the deployment with schemes, host and basePath', async () => {
    const weather = await api('weather-conditions-api');
    const dev = await doc(weather.versions[0].deployments[0].spec_url);
    expect(dev.body).toMatchObject({
      swagger: '2.0',
      host: new URL(weather.versions[0].deployments[0].deployed_url).host,
      basePath: '/mock/weather-conditions-api/1.0.0',
    });
  });

  it('answers 404 CT1006 for an unknown version and CT1005 for an environment without deployment', async () => {
    const id = demo.ids['product:equipment-catalog-api'];
    expect((await doc(`/api/apim/apis/${id}/versions/9.9.9/openapi`)).body).toMatchObject({ code: 'CT1006' });
    const none = await doc(`/api/apim/apis/${id}/versions/1.0.0/openapi?environment=DEV`);
    expect(none).toMatchObject({ status: 404, body: { code: 'CT1005' } });
  });
});
