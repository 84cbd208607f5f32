/**
 * Event delivery benchmark (figures, never assertions): the filter matcher's rate on one core, and the delivery
 * throughput of published events to a local webhook receiver through the queue (publish -> pg-boss -> signed POST).
 * Then the same with a second instance on the same PostgreSQL (a process of its own), both delivering from one queue.
 * Standalone: node --import tsx bench/event-delivery.ts [--events 2000]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createFilterMatcher, parseFilterCondition, PRODUCT_TEAM_HEADER, type EventDetails } from '@dc/contracts';
import { startBenchServer } from './bench-server.js';
import { pidCpuMs } from './cluster-cpu.js';
import { startChildReceiver } from './webhook-receiver.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import { makeDataDir, startChildServer, type ChildServer } from '../apps/server/src/test/security/child-server.js';
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

const SECRET_KEY = 'bench-events-secret-key-0123456789abcdef';

export async function runEventDeliveryBench(count = 2000) {
  console.log('\n# Event filter matcher (3 terms, one thread: events/s per core)');
  console.log(`  ${Math.round(matcherRate()).toLocaleString('en')} events/s per core`);

  console.log(`\n# Event delivery to a local webhook receiver (publish -> queue -> signed POST)`);
  // The receiver has a process of its own: in this one it took the server's event loop and CPU.
  const receiver = await startChildReceiver();
  const env: Record<string, string> = {
    IOT_SIMULATE: 'false',
    EVENT_WEBHOOK_ALLOW_HTTP: 'true',
    // The receiver is on loopback, which the SSRF guard refuses by default.
    EVENT_WEBHOOK_ALLOW_PRIVATE: 'true',
    // The second instance must open the subscription's sealed signing secret.
    SECRET_KEY,
  };
  // EVENT_DELIVERY_WORKERS=4 EVENT_DELIVERY_PER_ENDPOINT=64 npm run bench -- --only events: the worker as it was.
  for (const k of ['EVENT_DELIVERY_WORKERS', 'EVENT_DELIVERY_PER_ENDPOINT'])
    if (process.env[k]) env[k] = process.env[k]!;
  const server = await startBenchServer('events', env);
  const { platform, url, config } = server;
  console.log(
    `  ${config.EVENT_DELIVERY_WORKERS} delivery workers, at most ${config.EVENT_DELIVERY_PER_ENDPOINT} per endpoint`,
  );
  let second: ChildServer | undefined;
  const secondDir = await makeDataDir('dc-bench-events-b-');
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
          body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        }).then((r) => r.json() as Promise<Record<string, unknown>>);
    };
    const developer = await as('developer@example.com', 'acmeIntegrations');
    const staff = await as('staff.admin@example.com', 'platform');
    // Its demo subscription filters on attributes the bench never sends: every event goes to the receiver only.
    const details = (await developer(
      'GET',
      `/api/events/events/${ids['product:equipment-telemetry-events']}/data`,
    )) as unknown as EventDetails;
    const trn = details.availableVersions['1.0.0'][0].eventMultitenantTrn;
    const application = await developer('POST', '/api/apim/applications', {
      name: 'Bench Hook',
      grant_types: ['client_credentials'],
    });
    await developer('POST', `/api/events/events/${trn}/subscriptions`, {
      consumerClientId: application.id,
      protocol: 'https',
      teamId: ids.acmeIntegrations,
      endpoint: receiver.url,
    });
    let arrived = 0;
    /** Publishes `n` events in requests of `size` from `callers` callers; the clock stops at the last delivery. */
    const run = async (label: string | null, path: string, n: number, size: number, callers: number) => {
      const started = performance.now();
      const cpu0 = process.cpuUsage();
      const b0 = second?.proc.pid ? pidCpuMs(second.proc.pid) : 0;
      let next = 0;
      let matched = 0;
      const requests = Math.ceil(n / size);
      await Promise.all(
        Array.from({ length: callers }, async () => {
          for (let r = next++; r < requests; r = next++) {
            const events = Array.from({ length: size }, (_, k) => ({
              attributes: { i: r * size + k },
              payload: { k },
            }));
            const result = await staff(
              'POST',
              `/api/events/events/${trn}/${path}`,
              size === 1 ? events[0] : { events },
            );
            const results = (result.results as { matched: number }[] | undefined) ?? [result as { matched: number }];
            for (const one of results) matched += Number(one.matched ?? 0);
          }
        }),
      );
      const published = performance.now();
      const total = requests * size;
      arrived += total;
      await receiver.arrived(arrived);
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const b = second?.proc.pid ? ` + B ${(((pidCpuMs(second.proc.pid) - b0) * 1000) / total).toFixed(0)}` : '';
      if (label)
        console.log(
          `  ${label}: publish ${(total / ((published - started) / 1000)).toFixed(0)} events/s (${callers} HTTP ` +
            `callers, ${matched} matched); ${total} delivered in ${seconds.toFixed(1)} s: ` +
            `${(total / seconds).toFixed(0)} events/s end to end (target >= 1,000); ` +
            `CPU per event of instance A ${((cpu.user + cpu.system) / total).toFixed(0)}${b} µs (load ` +
            `${os.loadavg()[0].toFixed(1)})`,
        );
      return total / seconds;
    };
    await run(null, 'publish/batch', 500, BATCH, 2); // warm-up: JIT, kept-alive connections
    // A few publishers at once, so that publishing is not what limits the delivery rate.
    await run('POST /publish, 1 event per request', 'publish', Math.min(count, 500), 1, PUBLISHERS);
    const one = await run(`POST /publish/batch, ${BATCH} per request`, 'publish/batch', count, BATCH, 2);
    // A second instance on the same PostgreSQL (its own process): both workers take jobs from the one queue.
    second = await startChildServer(await freePort(), {
      ...env,
      DATABASE_URL: platform.database.url,
      DATA_DIR: secondDir,
      DEMO: 'false',
      PUBLIC_URL: url,
    });
    await run(null, 'publish/batch', 1000, BATCH, 2); // the second instance's warm-up
    const two = await run(`two instances, /publish/batch on A`, 'publish/batch', count, BATCH, 2);
    console.log(
      `  two instances / one: ${(two / one).toFixed(2)}x (target about 2x, on a machine with cores to spare)`,
    );
  } finally {
    receiver.close();
    if (second && second.proc.exitCode === null) {
      second.proc.kill('SIGTERM');
      await second.exited;
    }
    await server.close();
    await fs.rm(secondDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { events: { type: 'string', default: '2000' } }, strict: false });
  await runEventDeliveryBench(Number(values.events));
}
