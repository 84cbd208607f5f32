import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncApiResponseSchema, eventDetailsSchema, parseEventTrn, type EventDetails } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from '../products/products-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;

beforeAll(async () => {
  demo = await startDemoServer();
  client = productsClient(demo);
});
afterAll(async () => demo?.server.stop());

async function details(user: string, team: string, key = 'shipment-events'): Promise<EventDetails> {
  const res = await client.call(user, team, 'GET', `/api/events/events/${demo.ids[`product:${key}`]}/data`);
  expect(res.status, await res.clone().text()).toBe(200);
  return eventDetailsSchema.parse(await res.json());
}

describe('GET /api/events/events/{eventMetadataId}/data', () => {
  it('answers the event details; internal users see every version and environment', async () => {
    const d = await details('staff', 'platform');
    expect(d).toMatchObject({
      eventTitle: 'Shipment Events',
      eventName: 'shipment-events',
      namespace: 'platform-engineering',
      namespaceId: 'platform-engineering',
      productKey: 'platform-engineering.shipment-events',
      productKeyEvent: true,
      metadataTags: 'logistics,shipping,events',
    });
    expect(Object.keys(d.availableVersions)).toEqual(['2.0.0', '1.0.0']);
    expect(d.availableVersions['1.0.0'].map((e) => e.environment)).toEqual(['dev', 'qa', 'stg', 'prd']);
    expect(d.availableVersions['2.0.0'].map((e) => e.environment)).toEqual(['dev', 'qa']);
    expect(parseEventTrn(d.availableVersions['1.0.0'][3].eventMultitenantTrn)).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.eventVersionDetails.map((v) => [v.eventVersion, v.asyncApiVersion])).toEqual([
      ['2.0.0', '3.0.0'],
      ['1.0.0', '2.6.0'],
    ]);
    expect(d.eventVersionDetails[0].channels).toEqual(['shipments/v2/status', 'shipments/v2/position']);
  });

  it('shows other teams only the prd entries, and no version without one', async () => {
    const d = await details('developer', 'acmeIntegrations');
    expect(d.availableVersions).toEqual({
      '1.0.0': [expect.objectContaining({ environment: 'prd', deployedUrl: 'wss://events.example.com/shipments' })],
    });
    expect(d.eventVersionDetails.map((v) => v.eventVersion)).toEqual(['1.0.0']);
  });

  it('answers 404 EXT1004 for an API product or unknown id', async () => {
    for (const id of [demo.ids['product:fleet-telematics'], '00000000-0000-4000-8000-000000000000']) {
      const res = await client.call('developer', 'acmeIntegrations', 'GET', `/api/events/events/${id}/data`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'EXT1004', message: 'The Event product does not exist' });
    }
  });
});

describe('GET /api/events/namespaces/{ns}/events/{name}/versions/{version}/asyncapi', () => {
  const path = (version: string, env = '') =>
    `/api/events/namespaces/platform-engineering/events/shipment-events/versions/${version}/asyncapi${env}`;

  it('serves the AsyncAPI document, and per environment with that deployment as its only server', async () => {
    const res = await client.call('staff', 'platform', 'GET', path('2.0.0'));
    const body = asyncApiResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ eventVersion: '2.0.0', environment: null, asyncApiSpec: { asyncapi: '3.0.0' } });
    const qa = asyncApiResponseSchema.parse(
      await (await client.call('staff', 'platform', 'GET', path('2.0.0', '?environment=qa'))).json(),
    );
    expect(qa.asyncApiSpec.servers).toEqual({
      qa: { host: 'qa.events.example.com', pathname: '/shipments', protocol: 'wss', description: 'qa deployment' },
    });
    const v1 = asyncApiResponseSchema.parse(
      await (await client.call('developer', 'acmeIntegrations', 'GET', path('1.0.0', '?environment=prd'))).json(),
    );
    expect(v1.asyncApiSpec.servers).toEqual({
      prd: { url: 'wss://events.example.com/shipments', protocol: 'wss', description: 'prd deployment' },
    });
  });

  it('hides from other teams the versions and environments that are not in production', async () => {
    const v2 = await client.call('developer', 'acmeIntegrations', 'GET', path('2.0.0'));
    expect(v2.status).toBe(404);
    expect(await v2.json()).toMatchObject({ code: 'CT1006' });
    const dev = await client.call('developer', 'acmeIntegrations', 'GET', path('1.0.0', '?environment=dev'));
    expect(dev.status).toBe(404);
    expect(await dev.json()).toMatchObject({ code: 'CT1005' });
    const bad = await client.call('developer', 'acmeIntegrations', 'GET', path('1.0.0', '?environment=PROD'));
    expect(bad.status).toBe(400);
  });

  it('answers 404 EXT1004 for an unknown event', async () => {
    const res = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      '/api/events/namespaces/x/events/y/versions/1/asyncapi',
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'EXT1004' });
  });
});
