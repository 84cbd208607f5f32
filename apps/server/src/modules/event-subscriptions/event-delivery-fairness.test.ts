/**
 * Issue 24: "one slow webhook receiver does not delay another receiver's deliveries beyond its own retries". A slow
 * receiver holds every request until the test lets it answer; meanwhile another receiver's deliveries of the same
 * events all arrive. Then the slow one answers, and the delivery log of both is complete (one attempt each: waiting
 * for the endpoint's turn is not an attempt).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { eventsKit, until } from './event-subscriptions-test-kit.js';

const EVENTS = 12;
let demo: DemoServer;
let kit: ReturnType<typeof eventsKit>;
const held: ServerResponse[] = [];
const arrived = { slow: 0, fast: 0 };
let mostHeldAtOnce = 0;
let release = false;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url === '/fast') {
      arrived.fast++;
      return res.writeHead(204).end();
    }
    arrived.slow++;
    if (release) return res.writeHead(204).end();
    held.push(res);
    mostHeldAtOnce = Math.max(mostHeldAtOnce, held.length);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  demo = await startDemoServer({
    EVENT_WEBHOOK_ALLOW_HTTP: 'true',
    EVENT_WEBHOOK_ALLOW_PRIVATE: 'true',
    EVENT_DELIVERY_RETRY_DELAY: '1',
    EVENT_DELIVERY_TIMEOUT_MS: '120000',
    EVENT_DELIVERY_WORKERS: '6',
    EVENT_DELIVERY_PER_ENDPOINT: '2',
  });
  kit = eventsKit(demo);
});
afterAll(async () => {
  release = true;
  for (const res of held.splice(0)) res.writeHead(204).end();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await demo?.server.stop();
});

describe('a slow webhook receiver among others (issue 24)', () => {
  it("holds only its own share of the workers: the other receiver's deliveries all arrive meanwhile", async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const trn = await kit.prdTrn('equipment-telemetry-events', '1.0.0');
    const slow = await kit.subscribe(trn, 'Slow Hook', { endpoint: `${url}/slow` });
    const fast = await kit.subscribe(trn, 'Fast Hook', { endpoint: `${url}/fast` });
    for (let i = 0; i < EVENTS; i++) {
      const res = await kit.publish(trn, { type: 'order.created' }, { n: i });
      expect(await res.json()).toMatchObject({ matched: 2 });
    }
    // 12 held slow deliveries would take every one of the 6 workers; the endpoint gets 2 of them.
    await until(() => arrived.fast === EVENTS, 60_000);
    expect(held.length).toBeLessThanOrEqual(2);
    expect(mostHeldAtOnce).toBeLessThanOrEqual(2);

    release = true;
    for (const res of held.splice(0)) res.writeHead(204).end();
    await until(async () => {
      const log = await kit.deliveries(slow.created.subscriptionId);
      return log.filter((d) => d.outcome === 'delivered').length === EVENTS;
    }, 60_000);
    for (const s of [slow, fast]) {
      const log = await kit.deliveries(s.created.subscriptionId);
      expect(log).toHaveLength(EVENTS);
      expect(log.every((d) => d.outcome === 'delivered' && d.attempt === 1)).toBe(true);
    }
    expect(arrived.slow).toBe(EVENTS);
  });
});
