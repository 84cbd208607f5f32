/**
 * Event delivery benchmark (figures, never assertions): the filter matcher's rate on one core, and the delivery
 * throughput of published events to a local webhook receiver through the queue (publish -> pg-boss -> signed POST).
 * Standalone: node --import tsx bench/event-delivery.ts [--events 500]
 */
import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createFilterMatcher, parseFilterCondition, PRODUCT_TEAM_HEADER, type EventDetails } from '@dc/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import { createLogger } from '../apps/server/src/platform/logging.js';
import { startPlatform } from '../apps/server/src/platform/platform.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';

const PUBLISHERS = 8;
const BATCH = 100;

function matcherRate() {
  const parsed = parseFilterCondition('id = ^1234 && subject = ^created$ || type = ^order\\.(created|updated)$');
  if (!parsed.ok) throw new Error(parsed.message);
  const match = createFilterMatcher(parsed.filter);
  const events = Array.from({ length: 1000 }, (_, i) => ({
    id: `${i % 2 ? 1234 : 99}${i}`,
    type: i % 3 ? 'order.created' : 'x',
  }));
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < 2000) for (const e of events) if (match(e) !== null) n++; // every evaluation counts, matching or not
  return n / ((performance.now() - started) / 1000);
}

export async function runEventDeliveryBench(count = 500) {
  console.log('\n# Event filter matcher (3 terms, one thread: events/s per core)');
  console.log(`  ${Math.round(matcherRate()).toLocaleString('en')} events/s per core`);

  console.log(`\n# Event delivery to a local webhook receiver (${count} events, publish -> queue -> signed POST)`);
  let got = 0;
  const receiver = createServer((req, res) => {
    req.resume().on('end', () => {
      got++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-bench-events-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const config = loadConfig({
    MQTT_PORT: '0',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DEMO: 'false',
    IOT_SIMULATE: 'false',
    EVENT_WEBHOOK_ALLOW_HTTP: 'true',
    // The receiver is on loopback, which the SSRF guard refuses by default.
    EVENT_WEBHOOK_ALLOW_PRIVATE: 'true',
    // EVENT_DELIVERY_WORKERS=4 EVENT_DELIVERY_PER_ENDPOINT=64 npm run bench -- --only events: the worker as it was.
    EVENT_DELIVERY_WORKERS: process.env.EVENT_DELIVERY_WORKERS,
    EVENT_DELIVERY_PER_ENDPOINT: process.env.EVENT_DELIVERY_PER_ENDPOINT,
  });
  console.log(
    `  ${config.EVENT_DELIVERY_WORKERS} delivery workers, at most ${config.EVENT_DELIVERY_PER_ENDPOINT} per endpoint`,
  );
  const platform = await startPlatform(config, createLogger('warn'));
  const app = await buildApp(platform);
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  try {
    const ids = await loadDemoWorld(platform);
    const as = async (email: string, team: string) => {
      const { idToken } = await signIn({ url }, email, DEMO_PASSWORD);
      return (method: string, p: string, body?: unknown) =>
        fetch(`${url}${p}`, {
          method,
          headers: {
            authorization: `Bearer ${idToken}`,
            [PRODUCT_TEAM_HEADER]: ids[team],
            'content-type': 'application/json',
          },
          body: JSON.stringify(body ?? {}),
        }).then((r) => r.json() as Promise<Record<string, unknown>>);
    };
    const developer = await as('developer@example.com', 'acmeIntegrations');
    const staff = await as('staff.admin@example.com', 'platform');
    const details =
      (await // Its demo subscription filters on attributes the bench never sends: every event goes to the receiver only.
      (
        await fetch(`${url}/api/events/events/${ids['product:equipment-telemetry-events']}/data`, {
          headers: {
            authorization: `Bearer ${(await signIn({ url }, 'developer@example.com', DEMO_PASSWORD)).idToken}`,
            [PRODUCT_TEAM_HEADER]: ids.acmeIntegrations,
          },
        })
      ).json()) as EventDetails;
    const trn = details.availableVersions['1.0.0'][0].eventMultitenantTrn;
    const application = await developer('POST', '/api/apim/applications', {
      name: 'Bench Hook',
      grant_types: ['client_credentials'],
    });
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await developer('POST', `/api/events/events/${trn}/subscriptions`, {
      consumerClientId: application.id,
      protocol: 'https',
      teamId: ids.acmeIntegrations,
      endpoint: receiverUrl,
    });
    /** Publishes `count` events in requests of `size` from `callers` callers; the clock stops at the last delivery. */
    const run = async (label: string, path: string, size: number, callers: number) => {
      const before = got;
      const started = performance.now();
      let next = 0;
      let matched = 0;
      const requests = Math.ceil(count / size);
      await Promise.all(
        Array.from({ length: callers }, async () => {
          for (let r = next++; r < requests; r = next++) {
            const events = Array.from({ length: size }, (_, k) => ({ attributes: { i: r * size + k }, payload: { k } }));
            const result = await staff('POST', `/api/events/events/${trn}/${path}`, size === 1 ? events[0] : { events });
            const results = (result.results as { matched: number }[] | undefined) ?? [result as { matched: number }];
            for (const one of results) matched += Number(one.matched ?? 0);
          }
        }),
      );
      const published = performance.now();
      const total = requests * size;
      while (got - before < total && performance.now() - started < 300_000) await new Promise((r) => setTimeout(r, 20));
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${label}: publish ${(total / ((published - started) / 1000)).toFixed(0)} events/s (${callers} HTTP callers, ` +
          `${matched} matched); delivered ${got - before}/${total} in ${seconds.toFixed(1)} s: ` +
          `${((got - before) / seconds).toFixed(0)} events/s end to end (target >= 1,000)`,
      );
    };
    // A few publishers at once, so that publishing is not what limits the delivery rate.
    await run('POST /publish, 1 event per request', 'publish', 1, PUBLISHERS);
    await run(`POST /publish/batch, ${BATCH} per request`, 'publish/batch', BATCH, 2);
  } finally {
    receiver.close();
    await app.close();
    await platform.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { events: { type: 'string', default: '500' } }, strict: false });
  await runEventDeliveryBench(Number(values.events));
}
