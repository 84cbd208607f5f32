/** The SSRF guard with the default configuration (private targets refused), at subscription and at delivery. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SUBSCRIPTION_ERRORS, parseEventTrn } from '@dc/contracts';
import type { DemoServer } from '../../test/demo-server.js';
import { insertSubscription } from './event-subscriptions.repository.js';
import { eventsKit, sleep, startDeliveryWorld, startReceiver, until } from './event-subscriptions-test-kit.js';

let world: Awaited<ReturnType<typeof startDeliveryWorld>>;
let demo: DemoServer;
let kit: ReturnType<typeof eventsKit>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let trn: string;

beforeAll(async () => {
  world = await startDeliveryWorld({ EVENT_WEBHOOK_ALLOW_HTTP: 'true', EVENT_DELIVERY_RETRY_DELAY: '1' });
  ({ demo, kit, receiver, trn } = world);
});
afterAll(async () => {
  await world?.stop();
});

describe('webhook endpoints on private addresses', () => {
  it('are refused when subscribing, with the code and a message saying so', async () => {
    const app = await kit.apim.createApplication('developer', kit.team, { name: 'Sneaky Hook' });
    for (const endpoint of [
      `http://127.0.0.1:${receiver.port}/hook`,
      `http://localhost:${receiver.port}/hook`, // a name that resolves to loopback
      'http://[::1]/hook',
      'http://10.20.30.40/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:a9fe:a9fe]/hook', // 169.254.169.254, IPv4-mapped in hex
      'http://2130706433/hook', // 127.0.0.1 as one number
      'http://100.64.1.1/hook',
      'http://[fe80::1]/hook',
      'http://[fd00::1]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const res = await kit.create(trn, { consumerClientId: app.id, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'EVENT_ENDPOINT_NOT_ALLOWED',
        message: EVENT_SUBSCRIPTION_ERRORS.endpointPrivate.message,
      });
    }
    expect(EVENT_SUBSCRIPTION_ERRORS.endpointPrivate.message).toMatch(/private.*addresses are refused/);
    const listed = await kit.client.call(
      'developer',
      kit.team,
      'GET',
      `/api/events/applications/${app.id}/subscriptions`,
    );
    expect(await listed.json()).toEqual({ items: [] });
  });

  it('a public address is accepted', async () => {
    const { created } = await kit.subscribe(trn, 'Public Hook', { endpoint: 'https://93.184.216.34/hook' });
    const path = `/api/events/subscriptions/${created.subscriptionId}`;
    expect((await kit.client.call('developer', kit.team, 'DELETE', path)).status).toBe(204);
  });

  it('are refused at delivery (a name that resolves elsewhere later, a literal): failed once, never retried', async () => {
    // As if each had passed the check when subscribed: written past the API.
    const app = await kit.apim.createApplication('developer', kit.team, { name: 'Rebound Hook' });
    const other = await kit.apim.createApplication('developer', kit.team, { name: 'Literal Hook' });
    const ids: string[] = [];
    for (const [application, endpoint] of [
      [app.id, `http://localhost:${receiver.port}/rebound`],
      [other.id, `http://127.0.0.1:${receiver.port}/literal`],
    ]) {
      ids.push(
        await insertSubscription(demo.server.platform.pool, {
          teamId: demo.ids.acmeIntegrations,
          applicationId: application,
          deploymentId: parseEventTrn(trn)!,
          protocol: 'https',
          endpoint,
          filter: null,
          signingSecret: null,
          createdBy: demo.ids.developer,
        }),
      );
    }
    const published = await kit.publish(trn, { type: 'probe' });
    expect(await published.json()).toMatchObject({ matched: 2 });
    const trns = ids.map((id) => `trn:dc:event-subscription:${id}`);
    await until(async () => (await Promise.all(trns.map((t) => kit.deliveries(t)))).every((d) => d.length > 0));
    await sleep(2500); // longer than the first retry delay: a retry would show
    for (const t of trns) {
      const items = await kit.deliveries(t);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ attempt: 1, outcome: 'failed', statusCode: null });
      expect(items[0].error).toMatch(/^Refused: private addresses are not allowed \(.*loopback.*\)\.$/);
    }
    expect(receiver.requests).toEqual([]);
  });
});
