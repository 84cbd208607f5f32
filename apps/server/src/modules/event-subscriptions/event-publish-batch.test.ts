/**
 * POST /api/events/events/{eventId}/publish/batch over HTTP (issue 24): one result per event in the batch's order,
 * matched deliveries sent as for single publishes, the same authorization, and a malformed batch refused whole.
 * The delivery side of a batch: many requests in flight to one receiver, never more than EVENT_DELIVERY_PER_ENDPOINT.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishEventBatchResult } from '@dc/contracts';
import type { DemoServer } from '../../test/demo-server.js';
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
let trn: string;

beforeAll(async () => {
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

const batch = (user: string, team: string, events: unknown[]) =>
  kit.client.call(user, team, 'POST', `/api/events/events/${trn}/publish/batch`, { events });

describe('batch publish', () => {
  it('answers each event in order and delivers every matched one, signed, once', async () => {
    const { created } = await kit.subscribe(trn, 'Batch Hook', {
      endpoint: `${receiver.url}/batch`,
      filter: filterOf('type=^order\\.created$'),
    });
    const own = randomUUID();
    const res = await batch('staff', 'platform', [
      { attributes: { type: 'order.created' }, payload: { n: 1 } },
      { attributes: { type: 'order.updated' }, payload: { n: 2 } },
      { id: own, attributes: { type: 'order.created' }, payload: { n: 3 } },
    ]);
    expect(res.status).toBe(202);
    const body = (await res.json()) as PublishEventBatchResult;
    expect(body.results.map((r) => r.matched)).toEqual([1, 0, 1]);
    expect(body.results[2].eventId).toBe(own);
    expect(new Set(body.results.map((r) => r.eventId)).size).toBe(3);

    await until(() => receiver.received.filter((r) => r.path === '/batch').length === 2);
    await sleep(1000);
    const got = receiver.received.filter((r) => r.path === '/batch');
    expect(got).toHaveLength(2);
    expect(got.map((r) => JSON.parse(r.body).payload.n).sort()).toEqual([1, 3]);
    const third = got.find((r) => JSON.parse(r.body).eventId === own)!;
    expect(third.headers['x-dc-event-id']).toBe(own);
    expect(String(third.headers['idempotency-key'])).toMatch(new RegExp(`^${own}\\.`));
    const log = await kit.deliveries(created.subscriptionId);
    expect(log.map((d) => d.outcome)).toEqual(['delivered', 'delivered']);
    expect(log.map((d) => d.eventId).sort()).toEqual([body.results[0].eventId, own].sort());
  });

  it('refuses a caller the single publish refuses, and a malformed batch whole, publishing nothing', async () => {
    const count = async () =>
      Number((await demo.server.platform.pool.query('SELECT count(*) AS n FROM event_publications')).rows[0].n);
    const before = await count();
    const forbidden = await batch('developer', kit.team, [{ attributes: { type: 'x' }, payload: {} }]);
    const single = await kit.client.call('developer', kit.team, 'POST', `/api/events/events/${trn}/publish`, {
      attributes: { type: 'x' },
      payload: {},
    });
    expect(forbidden.status).toBe(single.status);
    expect(await forbidden.json()).toEqual(await single.json());
    expect(forbidden.status).toBe(403);
    const id = randomUUID();
    const twice = await batch('staff', 'platform', [
      { id, attributes: { type: 'a' }, payload: {} },
      { id, attributes: { type: 'b' }, payload: {} },
    ]);
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toContain('Each event of a batch needs its own id.');
    expect((await batch('staff', 'platform', [])).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, () => ({ attributes: { type: 'a' }, payload: {} }));
    expect((await batch('staff', 'platform', tooMany)).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('delivering a batch', () => {
  it('keeps EVENT_DELIVERY_PER_ENDPOINT requests in flight to one receiver, no more, and delivers each event once', async () => {
    const perEndpoint = demo.server.platform.config.EVENT_DELIVERY_PER_ENDPOINT;
    const events = perEndpoint * 3;
    // Holds every request until the test lets go, so that the requests in flight can be counted.
    const held: ServerResponse[] = [];
    const keys: string[] = [];
    let most = 0;
    let release = false;
    const slow = createServer((req, res) => {
      req.resume().on('end', () => {
        keys.push(String(req.headers['idempotency-key']));
        if (release) return res.writeHead(204).end();
        held.push(res);
        most = Math.max(most, held.length);
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const { created } = await kit.subscribe(trn, 'Wide Hook', {
        endpoint: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/wide`,
        filter: filterOf('type=^wide$'),
      });
      const res = await batch(
        'staff',
        'platform',
        Array.from({ length: events }, (_, n) => ({ attributes: { type: 'wide' }, payload: { n } })),
      );
      expect(res.status).toBe(202);
      // The worker fetches and records in batches: its request slots, not one job per poller, set what is in flight.
      await until(() => held.length === perEndpoint);
      await sleep(1000);
      expect(most).toBe(perEndpoint);

      release = true;
      for (const r of held.splice(0)) r.writeHead(204).end();
      await until(async () => (await kit.deliveries(created.subscriptionId)).length === events);
      await sleep(1000);
      expect(new Set(keys).size).toBe(events);
      expect(keys).toHaveLength(events);
      const log = await kit.deliveries(created.subscriptionId);
      expect(log).toHaveLength(events);
      expect(log.every((d) => d.outcome === 'delivered' && d.attempt === 1)).toBe(true);
    } finally {
      release = true;
      for (const r of held.splice(0)) r.writeHead(204).end();
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
