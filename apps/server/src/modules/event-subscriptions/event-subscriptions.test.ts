import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  EVENT_SUBSCRIPTION_TEXTS,
  eventDeliveryListSchema,
  eventDetailsSchema,
  eventSubscriptionCreatedSchema,
  parseFilterCondition,
  type EventFilter,
} from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { productsClient } from '../products/products-test-kit.js';
import { apimClient, clientCredentials } from '../applications/applications-test-kit.js';

let demo: DemoServer;
let client: ReturnType<typeof productsClient>;
let apim: ReturnType<typeof apimClient>;
let receiver: Server;
let receiverUrl: string;
let prdTrn: string;
const received: { path: string; body: string; headers: IncomingMessage['headers'] }[] = [];
const flakyCalls = new Map<string, number>();

beforeAll(async () => {
  demo = await startDemoServer({ EVENT_WEBHOOK_ALLOW_HTTP: 'true', EVENT_DELIVERY_RETRY_DELAY: '1' });
  client = productsClient(demo);
  apim = apimClient(demo);
  // A receiver that keeps idempotency keys: /flaky answers 500 to the first two requests of each key.
  const seen = new Set<string>();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      if (req.url === '/flaky') {
        const n = (flakyCalls.get(key) ?? 0) + 1;
        flakyCalls.set(key, n);
        if (n <= 2) return res.writeHead(500).end();
      }
      if (!seen.has(key)) received.push({ path: req.url ?? '', body, headers: req.headers });
      seen.add(key);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const res = await client.call(
    'developer',
    'acmeIntegrations',
    'GET',
    `/api/events/events/${demo.ids['product:shipment-events']}/data`,
  );
  prdTrn = eventDetailsSchema.parse(await res.json()).availableVersions['1.0.0'][0].eventMultitenantTrn;
});
afterAll(async () => {
  receiver?.close();
  await demo?.server.stop();
});

const filterOf = (condition: string): EventFilter => {
  const r = parseFilterCondition(condition);
  if (!r.ok) throw new Error(r.message);
  return r.filter;
};
const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

async function subscribe(name: string, body: Record<string, unknown>) {
  const app = await apim.createApplication('developer', 'acmeIntegrations', { name });
  const res = await client.call('developer', 'acmeIntegrations', 'POST', `/api/events/events/${prdTrn}/subscriptions`, {
    consumerClientId: app.id,
    protocol: 'https',
    teamId: demo.ids.acmeIntegrations,
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { app, created: eventSubscriptionCreatedSchema.parse(await res.json()) };
}
const publish = (attributes: Record<string, string>, payload: unknown = {}) =>
  client.call('staff', 'platform', 'POST', `/api/events/events/${prdTrn}/publish`, { attributes, payload });

describe('event subscriptions and webhook delivery', () => {
  it('subscribes with a filter, refuses a duplicate, and delivers only the matching event, signed', async () => {
    const { app, created } = await subscribe('Order Hook', {
      endpoint: `${receiverUrl}/orders`,
      filter: filterOf('type=^order\\.created$'),
    });
    expect(created.subscription).toMatchObject({
      subscriptionStatus: 'subscribed',
      environment: 'prd',
      eventVersion: '1.0.0',
    });
    expect(created.subscription.filterCondition).toBe('type = ^order\\.created$');
    expect(created.signingSecret).toMatch(/^whsec_/);

    const again = await client.call(
      'developer',
      'acmeIntegrations',
      'POST',
      `/api/events/events/${prdTrn}/subscriptions`,
      {
        consumerClientId: app.id,
        protocol: 'https',
        teamId: demo.ids.acmeIntegrations,
        endpoint: `${receiverUrl}/orders`,
      },
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: EVENT_SUBSCRIPTION_TEXTS.exists });

    const bad = await client.call(
      'developer',
      'acmeIntegrations',
      'PUT',
      `/api/events/subscriptions/${created.subscriptionId}`,
      {
        filter: { criteria: 'a=1&&a=2', fields: [] },
      },
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Fields should be unique' });

    const first = await publish({ type: 'order.updated' }, { n: 1 });
    expect(await first.json()).toMatchObject({ matched: 0 });
    const second = await publish({ type: 'order.created' }, { n: 2 });
    expect(second.status).toBe(202);
    await until(() => received.some((r) => r.path === '/orders'));
    await new Promise((r) => setTimeout(r, 1500));
    const orders = received.filter((r) => r.path === '/orders');
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0].body)).toMatchObject({ attributes: { type: 'order.created' }, payload: { n: 2 } });
    const [t, v1] = String(orders[0].headers['x-dc-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(createHmac('sha256', created.signingSecret!).update(`${t}.${orders[0].body}`).digest('hex')).toBe(v1);
  });

  it('retries a receiver that fails twice, delivers exactly once, and lists the attempts', async () => {
    const { created } = await subscribe('Flaky Hook', { endpoint: `${receiverUrl}/flaky` });
    await publish({ type: 'order.created' });
    await until(() => received.some((r) => r.path === '/flaky'), 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.filter((r) => r.path === '/flaky')).toHaveLength(1);
    const res = await client.call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/events/subscriptions/${created.subscriptionId}/deliveries`,
    );
    const { items } = eventDeliveryListSchema.parse(await res.json());
    expect(items.map((d) => [d.attempt, d.statusCode, d.outcome])).toEqual([
      [3, 204, 'delivered'],
      [2, 500, 'retrying'],
      [1, 500, 'retrying'],
    ]);
  });

  it('answers 404 to another team, and deletes', async () => {
    const { created } = await subscribe('Private Hook', { endpoint: `${receiverUrl}/private` });
    const path = `/api/events/subscriptions/${created.subscriptionId}`;
    for (const [user, team] of [
      ['globexAdmin', 'globexLabs'],
      ['globexAdmin', 'acmeIntegrations'],
    ] as const) {
      expect((await client.call(user, team, 'GET', path)).status).toBe(404);
      expect((await client.call(user, team, 'DELETE', path)).status).toBe(404);
    }
    const listed = await client.call(
      'globexAdmin',
      'globexLabs',
      'GET',
      `/api/events/teams/${demo.ids.acmeIntegrations}/subscriptions`,
    );
    expect(listed.status).toBe(404);
    expect((await client.call('developer', 'acmeIntegrations', 'DELETE', path)).status).toBe(204);
    expect((await client.call('developer', 'acmeIntegrations', 'GET', path)).status).toBe(404);
  });
});

describe('WebSocket delivery', () => {
  const socketUrl = () => `${demo.server.url.replace('http', 'ws')}/api/events/ws`;

  it('delivers to an application connected with its client credentials', async () => {
    const { app } = await subscribe('Socket App', { protocol: 'wss', filter: filterOf('type=^ws$') });
    const token = await clientCredentials(demo.server.url, app.client_id, app.secrets[0].secret);
    const { access_token } = (await token.json()) as { access_token: string };
    const ws = new WebSocket(socketUrl(), { headers: { authorization: `Bearer ${access_token}` } });
    const messages: { type: string; attributes?: Record<string, string> }[] = [];
    ws.on('message', (m) => messages.push(JSON.parse(String(m))));
    await until(() => messages.some((m) => m.type === 'welcome'));
    await publish({ type: 'other' });
    await publish({ type: 'ws' });
    await until(() => messages.some((m) => m.type === 'event'));
    await new Promise((r) => setTimeout(r, 1000));
    expect(messages.filter((m) => m.type === 'event').map((m) => m.attributes)).toEqual([{ type: 'ws' }]);
    ws.close();
  });

  it('refuses a wrong token', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(socketUrl(), { headers: { authorization: 'Bearer not-a-token' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });
});
