/** Event subscriptions as a client uses them, for tests over HTTP: subscribe, publish, read deliveries, a receiver. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  eventDeliveryListSchema,
  eventDetailsSchema,
  eventSubscriptionCreatedSchema,
  parseFilterCondition,
  type EventDelivery,
  type EventFilter,
} from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient } from '../applications/applications-test-kit.js';
import { productsClient } from '../products/products-test-kit.js';

export const filterOf = (condition: string): EventFilter => {
  const r = parseFilterCondition(condition);
  if (!r.ok) throw new Error(r.message);
  return r.filter;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until a check holds (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

export interface Received {
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
}

/**
 * A local webhook receiver that keeps idempotency keys (a repeat of a key is answered 204 and not kept);
 * /flaky answers 500 to the first two requests of each key.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const requests: string[] = [];
  const flaky = new Map<string, number>();
  const seen = new Set<string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push(req.url ?? '');
      const key = String(req.headers['idempotency-key']);
      if (req.url === '/flaky') {
        const n = (flaky.get(key) ?? 0) + 1;
        flaky.set(key, n);
        if (n <= 2) return res.writeHead(500).end();
      }
      if (!seen.has(key)) received.push({ path: req.url ?? '', body, headers: req.headers });
      seen.add(key);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** Distinct deliveries, in arrival order. */
    received,
    /** Every request's path, repeats included. */
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subscribing (as the developer of Acme Integrations) and publishing (as the staff admin) to one version's prd. */
export function eventsKit(demo: DemoServer) {
  const client = productsClient(demo);
  const apim = apimClient(demo);
  const team = 'acmeIntegrations';

  async function prdTrn(product: string, version: string): Promise<string> {
    const res = await client.call(
      'developer',
      team,
      'GET',
      `/api/events/events/${demo.ids[`product:${product}`]}/data`,
    );
    return eventDetailsSchema.parse(await res.json()).availableVersions[version][0].eventMultitenantTrn;
  }

  const create = (trn: string, body: Record<string, unknown>) =>
    client.call('developer', team, 'POST', `/api/events/events/${trn}/subscriptions`, {
      protocol: 'https',
      teamId: demo.ids[team],
      ...body,
    });

  async function subscribe(trn: string, name: string, body: Record<string, unknown>) {
    const app = await apim.createApplication('developer', team, { name });
    const res = await create(trn, { consumerClientId: app.id, ...body });
    expect(res.status, await res.clone().text()).toBe(201);
    return { app, created: eventSubscriptionCreatedSchema.parse(await res.json()) };
  }

  const publish = (trn: string, attributes: Record<string, string>, payload: unknown = {}) =>
    client.call('staff', 'platform', 'POST', `/api/events/events/${trn}/publish`, { attributes, payload });

  async function deliveries(subscriptionTrn: string, user = 'developer'): Promise<EventDelivery[]> {
    const res = await client.call(user, team, 'GET', `/api/events/subscriptions/${subscriptionTrn}/deliveries`);
    expect(res.status).toBe(200);
    return eventDeliveryListSchema.parse(await res.json()).items;
  }

  return { client, apim, team, prdTrn, create, subscribe, publish, deliveries };
}

/**
 * A demo server (env as the file needs: which webhook targets it allows, retry delay), the kit, one local receiver
 * and equipment telemetry 1.0.0's prd trn (its one demo subscription filters on attributes the tests never send).
 */
export async function startDeliveryWorld(env: Record<string, string>) {
  const demo = await startDemoServer(env);
  const kit = eventsKit(demo);
  const receiver = await startReceiver();
  const trn = await kit.prdTrn('equipment-telemetry-events', '1.0.0');
  return {
    demo,
    kit,
    receiver,
    trn,
    async stop() {
      await receiver.close();
      await demo.server.stop();
    },
  };
}
