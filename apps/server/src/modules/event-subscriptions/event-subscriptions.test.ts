import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EVENT_SUBSCRIPTION_TEXTS, eventSubscriptionListSchema, eventSubscriptionSchema } from '@dc/contracts';
import type { DemoServer } from '../../test/demo-server.js';
import { clientCredentials } from '../applications/applications-test-kit.js';
import { NO_CONNECTION_TEXT } from './event-delivery.js';
import {
  eventsKit,
  filterOf,
  sleep,
  startDeliveryWorld,
  startReceiver,
  until,
} from './event-subscriptions-test-kit.js';

let world: Awaited<ReturnType<typeof startDeliveryWorld>>;
let demo: DemoServer;
let kit: ReturnType<typeof eventsKit>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** Equipment telemetry 1.0.0 in prd: its one demo subscription filters on attributes these tests never send. */
let trn: string;

beforeAll(async () => {
  // Local receivers: http and private addresses allowed (webhook-guard.test.ts covers the defaults).
  world = await startDeliveryWorld({
    EVENT_WEBHOOK_ALLOW_HTTP: 'true',
    EVENT_WEBHOOK_ALLOW_PRIVATE: 'true',
    EVENT_DELIVERY_RETRY_DELAY: '1',
  });
  ({ demo, kit, receiver, trn } = world);
});
afterAll(async () => {
  await world?.stop();
});

const subscriptionPath = (subscriptionTrn: string) => `/api/events/subscriptions/${subscriptionTrn}`;

describe('event subscriptions and webhook delivery', () => {
  it('subscribes with a filter, refuses a duplicate, and delivers only the matching event, signed', async () => {
    const { app, created } = await kit.subscribe(trn, 'Order Hook', {
      endpoint: `${receiver.url}/orders`,
      filter: filterOf('type=^order\\.created$'),
    });
    expect(created.subscription).toMatchObject({
      subscriptionStatus: 'subscribed',
      environment: 'prd',
      eventVersion: '1.0.0',
    });
    expect(created.subscription.filterCondition).toBe('type = ^order\\.created$');
    expect(created.signingSecret).toMatch(/^whsec_/);

    const again = await kit.create(trn, { consumerClientId: app.id, endpoint: `${receiver.url}/orders` });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: EVENT_SUBSCRIPTION_TEXTS.exists });

    const path = subscriptionPath(created.subscriptionId);
    const bad = await kit.client.call('developer', kit.team, 'PUT', path, {
      filter: { criteria: 'a=1&&a=2', fields: [] },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Fields should be unique' });

    const first = await kit.publish(trn, { type: 'order.updated' }, { n: 1 });
    expect(await first.json()).toMatchObject({ matched: 0 });
    const second = await kit.publish(trn, { type: 'order.created' }, { n: 2 });
    expect(second.status).toBe(202);
    expect(await second.json()).toMatchObject({ matched: 1 });
    await until(() => receiver.received.some((r) => r.path === '/orders'));
    await sleep(1500);
    const orders = receiver.received.filter((r) => r.path === '/orders');
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0].body)).toMatchObject({ attributes: { type: 'order.created' }, payload: { n: 2 } });
    const [t, v1] = String(orders[0].headers['x-dc-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(createHmac('sha256', created.signingSecret!).update(`${t}.${orders[0].body}`).digest('hex')).toBe(v1);
    expect(await kit.deliveries(created.subscriptionId)).toMatchObject([
      { attempt: 1, statusCode: 204, outcome: 'delivered', protocol: 'https' },
    ]);
  });

  it('retries a receiver that fails twice, delivers exactly once (one idempotency key), and lists the attempts', async () => {
    const { created } = await kit.subscribe(trn, 'Flaky Hook', { endpoint: `${receiver.url}/flaky` });
    await kit.publish(trn, { type: 'order.created' });
    await until(() => receiver.received.some((r) => r.path === '/flaky'), 30_000);
    await sleep(1500);
    expect(receiver.received.filter((r) => r.path === '/flaky')).toHaveLength(1);
    expect(receiver.requests.filter((p) => p === '/flaky')).toHaveLength(3);
    const items = await kit.deliveries(created.subscriptionId);
    expect(items.map((d) => [d.attempt, d.statusCode, d.outcome])).toEqual([
      [3, 204, 'delivered'],
      [2, 500, 'retrying'],
      [1, 500, 'retrying'],
    ]);
    expect(new Set(items.map((d) => d.eventId)).size).toBe(1);
  });

  it('allows private and loopback endpoints with EVENT_WEBHOOK_ALLOW_PRIVATE', async () => {
    const app = await kit.apim.createApplication('developer', kit.team, { name: 'Local Hook' });
    for (const endpoint of [
      'http://localhost:9/x',
      'http://[::1]:9/x',
      'http://10.1.2.3/x',
      'http://169.254.169.254/latest',
      'http://[::ffff:127.0.0.1]:9/x',
    ]) {
      const res = await kit.create(trn, { consumerClientId: app.id, endpoint });
      expect(res.status, endpoint).toBe(201);
      const { subscriptionId } = (await res.json()) as { subscriptionId: string };
      expect((await kit.client.call('developer', kit.team, 'DELETE', subscriptionPath(subscriptionId))).status).toBe(
        204,
      );
    }
  });

  it("answers 404 to another team's member on every call about the subscription, and deletes", async () => {
    const { app, created } = await kit.subscribe(trn, 'Private Hook', { endpoint: `${receiver.url}/private` });
    const path = subscriptionPath(created.subscriptionId);
    const acme = demo.ids.acmeIntegrations;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', path],
      ['PUT', path, { filter: null }],
      ['DELETE', path],
      ['GET', `${path}/deliveries`],
      ['GET', `${path}/signing-secret`],
      ['GET', `/api/events/teams/${acme}/subscriptions`],
      ['GET', `/api/events/applications/teams/${acme}`],
      ['GET', `/api/events/applications/${app.id}/subscriptions`],
    ];
    expect((await kit.client.call('developer', kit.team, 'GET', `${path}/signing-secret`)).status).toBe(200);
    for (const team of ['globexLabs', 'acmeIntegrations']) {
      for (const [method, p, body] of calls) {
        const res = await kit.client.call('globexAdmin', team, method, p, body);
        expect(res.status, `${method} ${p} as globexAdmin for ${team}`).toBe(404);
      }
    }
    expect((await kit.client.call('developer', kit.team, 'GET', path)).status).toBe(200);
    expect((await kit.client.call('developer', kit.team, 'DELETE', path)).status).toBe(204);
    expect((await kit.client.call('developer', kit.team, 'GET', path)).status).toBe(404);
  });
});

describe('WebSocket delivery', () => {
  const socketUrl = () => `${demo.server.url.replace('http', 'ws')}/api/events/ws`;

  it('records no-connection without a socket, delivers to a connected application, and no-connection after', async () => {
    const { app, created } = await kit.subscribe(trn, 'Socket App', { protocol: 'wss', filter: filterOf('type=^ws$') });
    const outcomes = async () => (await kit.deliveries(created.subscriptionId)).map((d) => d.outcome);

    await kit.publish(trn, { type: 'ws' });
    await until(async () => (await outcomes()).length === 1);
    expect(await kit.deliveries(created.subscriptionId)).toMatchObject([
      { attempt: 1, protocol: 'wss', statusCode: null, outcome: 'no-connection', error: NO_CONNECTION_TEXT },
    ]);

    const token = await clientCredentials(demo.server.url, app.client_id, app.secrets[0].secret);
    const { access_token } = (await token.json()) as { access_token: string };
    const ws = new WebSocket(socketUrl(), { headers: { authorization: `Bearer ${access_token}` } });
    const messages: { type: string; attributes?: Record<string, string> }[] = [];
    ws.on('message', (m) => messages.push(JSON.parse(String(m)) as (typeof messages)[number]));
    await until(() => messages.some((m) => m.type === 'welcome'));
    await kit.publish(trn, { type: 'other' });
    await kit.publish(trn, { type: 'ws' });
    await until(() => messages.some((m) => m.type === 'event'));
    await sleep(1000);
    expect(messages.filter((m) => m.type === 'event').map((m) => m.attributes)).toEqual([{ type: 'ws' }]);
    expect(await outcomes()).toEqual(['delivered', 'no-connection']);

    const closed = new Promise((resolve) => ws.on('close', resolve));
    ws.close();
    await closed;
    // The presence goes once the server has seen the close: publish until an event finds nobody.
    await until(async () => {
      if ((await outcomes())[0] === 'no-connection') return true;
      await kit.publish(trn, { type: 'ws' });
      await sleep(300);
      return false;
    });
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

describe('demo world', () => {
  it("has Acme Integrations' event subscriptions with and without filters, and their delivery history", async () => {
    const res = await kit.client.call(
      'developer',
      kit.team,
      'GET',
      `/api/events/teams/${demo.ids.acmeIntegrations}/subscriptions`,
    );
    const { items } = eventSubscriptionListSchema.parse(await res.json());
    const byTrn = (key: string) => items.find((s) => s.subscriptionTrn.endsWith(demo.ids[`eventSubscription:${key}`]));
    expect(byTrn('crewOrders')).toMatchObject({
      applicationName: 'Crew Mobile App',
      eventName: 'work-order-status-events',
      protocol: 'https',
      endpoint: 'https://hooks.acme.example/orders',
      filterCondition: 'type = ^order\\.created$',
    });
    expect(byTrn('crewShipments')).toMatchObject({ protocol: 'wss', filter: null, eventName: 'shipment-events' });
    expect(byTrn('fieldSyncShipments')?.filter).not.toBeNull();
    expect(byTrn('dronePours')).toBeUndefined(); // Globex Labs' own

    const outcomes = async (key: string) =>
      (await kit.deliveries(byTrn(key)!.subscriptionTrn)).map((d) => `${d.attempt}:${d.outcome}`);
    expect(await outcomes('fieldSyncShipments')).toEqual(
      expect.arrayContaining(['3:delivered', '2:retrying', '1:retrying', '1:delivered']),
    );
    expect(await outcomes('crewOrders')).toEqual(expect.arrayContaining(['9:failed', '2:delivered']));
    expect(await outcomes('crewShipments')).toEqual(expect.arrayContaining(['1:no-connection', '1:delivered']));
    const history = await kit.deliveries(byTrn('crewOrders')!.subscriptionTrn);
    const days = history.map((d) => (Date.now() - Date.parse(d.attemptedAt)) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(3);
    expect(Math.min(...days)).toBeGreaterThan(0);
  });

  it("answers 404 to Globex's admin for Acme's demo subscriptions, and shows Globex's own", async () => {
    const acmeTrn = `trn:dc:event-subscription:${demo.ids['eventSubscription:crewOrders']}`;
    for (const p of [subscriptionPath(acmeTrn), `${subscriptionPath(acmeTrn)}/deliveries`]) {
      expect((await kit.client.call('globexAdmin', 'globexLabs', 'GET', p)).status).toBe(404);
    }
    const globexTrn = `trn:dc:event-subscription:${demo.ids['eventSubscription:dronePours']}`;
    const own = await kit.client.call('globexAdmin', 'globexLabs', 'GET', subscriptionPath(globexTrn));
    expect(eventSubscriptionSchema.parse(await own.json())).toMatchObject({
      applicationName: 'Survey Drone Uploader',
      filterCondition: 'type = ^strength\\.reached$',
    });
  });
});
