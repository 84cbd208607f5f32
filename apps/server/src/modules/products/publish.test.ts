import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiProductSummarySchema,
  publishResultSchema,
  type ProductPage,
  type PublishProductMetadata,
} from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from './products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
});
afterAll(async () => demo?.server.stop());

const openapi = (version = '1.0.0', title = 'Crane Lift Planner API') => `openapi: 3.0.3
info:
  title: ${title}
  version: ${version}
  description: |
    Plans crane lifts: loads, radii and ground bearing.

    Second paragraph.
paths:
  /lifts:
    get:
      responses:
        '200':
          description: The planned lifts.
`;
const asyncapi = `asyncapi: 2.6.0
info:
  title: Crane Alarm Events
  version: 1.0.0
channels:
  cranes/alarms:
    subscribe:
      message:
        payload:
          type: object
`;
const meta = (m: Partial<PublishProductMetadata> = {}) =>
  JSON.stringify({ visibility: 'PUBLIC', tags: ['cranes'], ...m });
const publish = (user: string, team: string, text: string, metadata = meta(), name = 'spec.yaml') =>
  client.upload(user, team, '/api/products/products', { name, content: text }, { metadata });

describe('POST /api/products/products (publish)', () => {
  it('creates an API product from a valid OpenAPI file, visible in GET /products', async () => {
    const deployments = [
      {
        environment: 'PROD',
        url: 'https://api.example.com/cranes',
        throttling: { resources: [{ spike: { rate: 5 } }] },
      },
      { environment: 'dev', url: 'https://dev.api.example.com/cranes' },
    ];
    const res = await publish('staff', 'platform', openapi(), meta({ deployments, approvalType: 'manual' }));
    expect(res.status, await res.clone().text()).toBe(201);
    const result = publishResultSchema.parse(await res.json());
    expect(result).toMatchObject({
      created: 'product',
      product: {
        name: 'crane-lift-planner-api',
        displayName: 'Crane Lift Planner API',
        description: 'Plans crane lifts: loads, radii and ground bearing.',
        type: 'api',
        visibility: 'PUBLIC',
        approvalType: 'manual',
        latestVersion: '1.0.0',
      },
      version: { key: '1.0.0', format: 'openapi-3.0', environments: ['PROD', 'DEV'] },
    });
    const seen = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      '/api/products/products?searchText=ground bearing',
    );
    expect(((await seen.json()) as ProductPage).items.map((p) => p.uuid)).toEqual([result.product.uuid]);
    const detail = apiProductSummarySchema.parse(
      await (await client.call('developer', 'acmeIntegrations', 'GET', `/api/apim/apis/${result.product.uuid}`)).json(),
    );
    expect(detail.versions[0].deployments.map((d) => d.environment)).toEqual(['DEV', 'PROD']);
    expect(detail.versions[0].deployments[1].config.throttling?.resources[0].spike).toEqual({
      rate: 5,
      unit: 'second',
    });
  });

  it('adds a version, refuses a taken version (CT1002) and a document of the other kind', async () => {
    const first = publishResultSchema.parse(
      await (await publish('staff', 'platform', openapi('1.0.0', 'Hoist API'))).json(),
    );
    const path = `/api/products/products/${first.product.uuid}/versions`;
    const v2 = await client.upload(
      'staff',
      'platform',
      path,
      { name: 'v2.yaml', content: openapi('2.0.0', 'Hoist API') },
      {
        metadata: JSON.stringify({ deployments: [{ environment: 'QA', url: 'https://qa.example.com/hoist' }] }),
      },
    );
    expect(v2.status, await v2.clone().text()).toBe(201);
    expect(await v2.json()).toMatchObject({
      created: 'version',
      product: { latestVersion: '2.0.0' },
      version: { key: '2.0.0' },
    });
    const again = await client.upload('staff', 'platform', path, {
      name: 'v2.yaml',
      content: openapi('2.0.0', 'Hoist API'),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'CT1002' });
    const named = await client.upload(
      'staff',
      'platform',
      path,
      { name: 'v3.yaml', content: openapi('x y', 'Hoist API') },
      {
        metadata: JSON.stringify({ version: '3.0.0-rc.1' }),
      },
    );
    expect(await named.json()).toMatchObject({ version: { key: '3.0.0-rc.1' } });
    const events = await client.upload('staff', 'platform', path, { name: 'e.yaml', content: asyncapi });
    expect(await events.json()).toMatchObject({ code: 'PRODUCT_TYPE_MISMATCH' });
    const other = await client.upload('teamAdmin', 'acmeIntegrations', path, {
      name: 'v4.yaml',
      content: openapi('4.0.0'),
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'AZ1002' });
  });

  it('creates an event product from an AsyncAPI file', async () => {
    const res = await publish('staff', 'platform', asyncapi, meta({ name: 'crane-alarm-events', namespace: 'cranes' }));
    expect(await res.json()).toMatchObject({
      product: { type: 'event', key: 'cranes.crane-alarm-events' },
      version: { format: 'asyncapi-2' },
    });
    const again = await publish(
      'staff',
      'platform',
      asyncapi,
      meta({ name: 'crane-alarm-events', namespace: 'cranes' }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'CT1001' });
  });
});
