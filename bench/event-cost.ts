/**
 * Where an event's delivery cost goes (issue 24), figures never assertions: CPU per delivered event of this process
 * (the server: publish, queue, worker, signed POSTs) and of the embedded PostgreSQL cluster, beside the rate, for
 * events published through POST /publish/batch (100 each, 2 callers) to one webhook subscription. The receiver runs
 * in a child process, so its CPU is not counted. The machine is shared, so CPU per event is the figure to compare;
 * `--profile out.cpuprofile` writes a V8 CPU profile of the measured rounds, `--pgss` prints pg_stat_statements.
 * `--mode single` publishes one event per POST /publish instead (8 callers).
 * node --import tsx bench/event-cost.ts [--events 2000] [--rounds 3] [--mode batch|single] [--profile file] [--pgss]
 */
import fs from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PRODUCT_TEAM_HEADER, type EventDetails } from '@dc/contracts';
import { startBenchServer, withPgStatStatements } from './bench-server.js';
import { postmasterPid } from '../apps/server/src/test/security/child-server.js';
import { startChildReceiver } from './webhook-receiver.js';
import { clusterCpuMs, processCpuMs } from './cluster-cpu.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';

const BATCH = 100;
const CALLERS = 2;
/** --mode single: POST /publish, one event per request, from this many callers at once. */
const SINGLE_CALLERS = 8;

async function main() {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '2000' },
      rounds: { type: 'string', default: '3' },
      profile: { type: 'string' },
      pgss: { type: 'boolean', default: false },
      mode: { type: 'string', default: 'batch' },
    },
  });
  const count = Math.ceil(Number(values.events) / BATCH) * BATCH;
  const receiver = await startChildReceiver();
  const server = await startBenchServer(
    'event-cost',
    {
      EVENT_WEBHOOK_ALLOW_HTTP: 'true',
      EVENT_WEBHOOK_ALLOW_PRIVATE: 'true', // the receiver is on loopback
      IOT_SIMULATE: 'false',
      ...(process.env.EVENT_DELIVERY_WORKERS ? { EVENT_DELIVERY_WORKERS: process.env.EVENT_DELIVERY_WORKERS } : {}),
    },
    {
      prepare: values.pgss ? withPgStatStatements : undefined,
    },
  );
  const { platform, url, dataDir } = server;
  const postmaster = postmasterPid(dataDir);
  const session = new inspector.Session();
  try {
    const ids = await loadDemoWorld(platform);
    const tokenOf = async (email: string) => (await signIn({ url }, email, DEMO_PASSWORD)).idToken;
    const call = (token: string, team: string) => async (method: string, p: string, body?: unknown) => {
      const r = await fetch(`${url}${p}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          [PRODUCT_TEAM_HEADER]: ids[team],
          'content-type': 'application/json',
        },
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      return (await r.json()) as Record<string, unknown>;
    };
    const developer = call(await tokenOf('developer@example.com'), 'acmeIntegrations');
    const staff = call(await tokenOf('staff.admin@example.com'), 'platform');
    const details = (await developer(
      'GET',
      `/api/events/events/${ids['product:equipment-telemetry-events']}/data`,
    )) as unknown as EventDetails;
    const trn = details.availableVersions['1.0.0'][0].eventMultitenantTrn;
    const application = await developer('POST', '/api/apim/applications', {
      name: 'Bench Cost Hook',
      grant_types: ['client_credentials'],
    });
    // The demo's own subscription filters on attributes the bench never sends: every event goes to this one only.
    await developer('POST', `/api/events/events/${trn}/subscriptions`, {
      consumerClientId: application.id,
      protocol: 'https',
      teamId: ids.acmeIntegrations,
      endpoint: receiver.url,
    });
    let delivered = 0;
    const single = values.mode === 'single';
    const run = async (n: number) => {
      let nextRequest = 0;
      const size = single ? 1 : BATCH;
      const requests = n / size;
      await Promise.all(
        Array.from({ length: single ? SINGLE_CALLERS : CALLERS }, async () => {
          for (let r = nextRequest++; r < requests; r = nextRequest++) {
            const events = Array.from({ length: size }, (_, k) => ({
              attributes: { i: r * size + k },
              payload: { k },
            }));
            if (single) await staff('POST', `/api/events/events/${trn}/publish`, events[0]);
            else await staff('POST', `/api/events/events/${trn}/publish/batch`, { events });
          }
        }),
      );
      delivered += n;
      await receiver.arrived(delivered);
    };
    await run(BATCH * 10); // warm-up: JIT, connections kept alive, the queue's first maintenance
    if (values.profile) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 500 });
      await session.post('Profiler.start');
    }
    if (values.pgss) await platform.pool.query('SELECT pg_stat_statements_reset()');
    const total = { node: 0, pg: 0, wall: 0 };
    const rounds = Number(values.rounds);
    for (let round = 1; round <= rounds; round++) {
      const cpu0 = processCpuMs();
      const pg0 = clusterCpuMs(postmaster);
      const t0 = performance.now();
      await run(count);
      const wall = performance.now() - t0;
      const node = processCpuMs() - cpu0;
      const pg = clusterCpuMs(postmaster) - pg0;
      total.node += node;
      total.pg += pg;
      total.wall += wall;
      console.log(
        `  round ${round}: ${((count / wall) * 1000).toFixed(0)} events/s end to end; CPU per event node ` +
          `${((node / count) * 1000).toFixed(0)} µs, PostgreSQL ${((pg / count) * 1000).toFixed(0)} µs ` +
          `(load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
    const n = count * rounds;
    console.log(
      `  all ${rounds}: ${((n / total.wall) * 1000).toFixed(0)} events/s; CPU per event node ` +
        `${((total.node / n) * 1000).toFixed(0)} µs, PostgreSQL ${((total.pg / n) * 1000).toFixed(0)} µs, sum ` +
        `${(((total.node + total.pg) / n) * 1000).toFixed(0)} µs (1,000 events/s needs <= 1,000 µs per core)`,
    );
    if (values.pgss) {
      const { rows } = await platform.pool.query<{ calls: number; ms: number; rows: number; q: string }>(
        `SELECT calls::int, total_exec_time::float8 AS ms, rows::int,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS q
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20`,
      );
      for (const r of rows)
        console.log(
          `  ${((r.ms / n) * 1000).toFixed(1).padStart(7)} µs/event ${(r.calls / n).toFixed(3).padStart(6)} calls/event  ${r.q}`,
        );
    }
    if (values.profile) {
      const { profile } = await session.post('Profiler.stop');
      await fs.writeFile(values.profile, JSON.stringify(profile));
    }
  } finally {
    session.disconnect();
    receiver.close();
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
