/**
 * IoT benchmarks (figures, never assertions):
 *  - ingest messages/s from the device simulator into PostgreSQL through the embedded broker (QoS 1, each PUBACK
 *    after the commit), and through Mosquitto on 127.0.0.1:1883 when one answers;
 *  - the first page of a 1-hour window query for one device over a large event table (see iot-window.ts).
 * Standalone: node --import tsx bench/iot-ingest.ts [--rows 1000000 (0: ingest only)] [--seconds 10 (0: window only)] [--seed-dir d] [--devices 24] [--profile f] [--offer 20000 (0: as fast as Mosquitto acknowledges)]
 * (--profile f: V8 CPU profiles of the server during the measurements, f, f-mosquitto and f-window.cpuprofile)
 * (--seed-dir d: the window query's cluster kept in d; a later run with the same --rows reuses it and only measures)
 * (a fuller run: --rows 10000000, about 10x the seeding time).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import { startBenchServer } from './bench-server.js';
import { clusterCpuMs, pidCpuMs } from './cluster-cpu.js';
import { loadDemoWorldIfEmpty } from '../apps/server/src/demo/demo.js';
import { demoIotDevices } from '../apps/server/src/demo/iot-world.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { type Platform } from '../apps/server/src/platform/platform.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';
import { postmasterPid } from '../apps/server/src/test/security/child-server.js';
import { forkSimulator } from './iot-simulator-process.js';
import {
  explainWindow,
  measureWindowQuery,
  orderWindowDays,
  seedOrReuse,
  seedWindowEvents,
  timeEventsRequests,
  windowBlocks,
} from './iot-window.js';

/** BENCH_MOSQUITTO_URL: another broker (e.g. one of your own on a free port while others use 1883). */
const MOSQUITTO = process.env.BENCH_MOSQUITTO_URL ?? 'mqtt://127.0.0.1:1883';
/** BENCH_MOSQUITTO_PID: that broker's process, to print its CPU time per 1,000 events too. */
const MOSQUITTO_PID = Number(process.env.BENCH_MOSQUITTO_PID) || undefined;
/**
 * Events per second the devices offer through Mosquitto (--offer; 0: as fast as Mosquitto acknowledges). Mosquitto
 * acknowledges a publish at once, whether or not its subscriber keeps up; past what the subscriber reads it queues
 * and then drops messages (max_queued_messages, 1,000 by default), and that work competes for the same cores.
 */
const OFFER = 20_000;

async function boot(env: Record<string, string>, dataDir?: string) {
  let eventsTimes: number[] = [];
  // No lint worker warming up at start (its CPU would share the two cores with what is measured here; nothing lints).
  const server = await startBenchServer('iot', { LINT_PREWARM: 'false', ...env }, {
    dataDir,
    beforeListen: (app) => (eventsTimes = timeEventsRequests(app)),
  });
  await loadDemoWorldIfEmpty(server.platform); // a reused --seed-dir has it already
  return { platform: server.platform, url: server.url, close: server.close, eventsTimes };
}

const benchTeamId = async (p: Platform) =>
  (await p.pool.query<{ id: string }>(`SELECT id FROM teams WHERE name = 'Acme Integrations'`)).rows[0].id;

const eventCount = async (p: Platform) =>
  Number((await p.pool.query('SELECT count(*) AS n FROM iot_events')).rows[0].n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const commits = async (p: Platform) =>
  Number(
    (await p.pool.query(`SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`)).rows[0].n,
  );

/**
 * Devices publishing as fast as acknowledged (50 in flight each), from a process of their own
 * (iot-simulator-process.ts); rows committed per second after a 2 s warm-up. CPU time per 1,000 rows of the server
 * (this process), of the simulator and of PostgreSQL (embedded only), and rows per transaction (the batch size the
 * load made): these move less than the rate with the other work on a shared machine.
 */
async function ingestRate(
  platform: Platform,
  url: string,
  devices: number,
  seconds: number,
  profile?: string,
  brokerPid?: number,
  offer = 0,
) {
  const sim = await forkSimulator(url, demoIotDevices().slice(0, devices), 50, offer);
  const postmaster = platform.database.embedded ? postmasterPid(platform.config.DATA_DIR) : undefined;
  const pgCpu = () => (postmaster ? clusterCpuMs(postmaster) : NaN);
  const brokerCpu = () => (brokerPid ? pidCpuMs(brokerPid) : NaN);
  const session = new inspector.Session();
  try {
    await sleep(2000);
    if (profile) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const [rows0, sim0, xacts0, t0, cpu0, pg0, broker0] = [
      await eventCount(platform),
      await sim.read(),
      await commits(platform),
      performance.now(),
      process.cpuUsage(),
      pgCpu(),
      brokerCpu(),
    ];
    await sleep(seconds * 1000);
    const [rows1, sim1, xacts1, t1, cpu, pg1, broker1] = [
      await eventCount(platform),
      await sim.read(),
      await commits(platform),
      performance.now(),
      process.cpuUsage(cpu0),
      pgCpu(),
      brokerCpu(),
    ];
    if (profile) await fs.writeFile(profile, JSON.stringify((await session.post('Profiler.stop')).profile));
    const s = (t1 - t0) / 1000;
    const thousands = (rows1 - rows0) / 1000;
    return {
      rowsPerSecond: (rows1 - rows0) / s,
      ackedPerSecond: (sim1.acked - sim0.acked) / s,
      cpuMsPer1000: (cpu.user + cpu.system) / 1000 / thousands,
      simMsPer1000: (sim1.cpuMs - sim0.cpuMs) / thousands,
      pgMsPer1000: (pg1 - pg0) / thousands,
      brokerMsPer1000: (broker1 - broker0) / thousands,
      rowsPerCommit: (rows1 - rows0) / Math.max(1, xacts1 - xacts0),
    };
  } finally {
    session.disconnect();
    await sim.stop();
  }
}

async function mosquittoAnswers() {
  try {
    await (await mqtt.connectAsync(MOSQUITTO, { reconnectPeriod: 0, connectTimeout: 2000 })).endAsync();
    return true;
  } catch {
    return false;
  }
}

const cost = (r: Awaited<ReturnType<typeof ingestRate>>) =>
  `CPU per 1,000: server ${r.cpuMsPer1000.toFixed(0)} ms, simulator ${r.simMsPer1000.toFixed(0)} ms, PostgreSQL ${r.pgMsPer1000.toFixed(0)} ms${Number.isNaN(r.brokerMsPer1000) ? '' : `, Mosquitto ${r.brokerMsPer1000.toFixed(0)} ms`}; ${r.rowsPerCommit.toFixed(0)} rows per commit`;

export async function runIotBench(opts: IotBenchOptions = {}) {
  const { rows = 1_000_000, seconds = 10, devices = 24, offer = OFFER } = opts;
  if (seconds > 0) await ingestBench(seconds, devices, offer, opts.profile);
  if (rows === 0) return; // --rows 0: the ingest figures only
  await windowBench(rows, opts);
}

interface IotBenchOptions {
  rows?: number;
  seconds?: number;
  devices?: number;
  profile?: string;
  offer?: number;
  seedDir?: string;
}

async function ingestBench(seconds: number, devices: number, offer: number, profile?: string) {
  console.log(`\n# IoT ingest: simulator (${devices} devices, QoS 1) -> broker -> PostgreSQL, ${seconds} s`);
  const server = await boot({});
  try {
    const r = await ingestRate(server.platform, server.platform.mqtt.connectUrl, devices, seconds, profile);
    console.log(
      `  embedded broker  ${r.rowsPerSecond.toFixed(0).padStart(8)} events/s committed (target >= 25,000; ${r.ackedPerSecond.toFixed(0)} PUBACKs/s; ${cost(r)}; load ${os.loadavg()[0].toFixed(1)})`,
    );
    if (await mosquittoAnswers()) {
      const ingestId = `dc-bench-ingest-${randomBytes(4).toString('hex')}`;
      // A share group of its own: sessions left in another group by earlier runs would take a share of the messages.
      const ext = await boot({ MQTT_URL: MOSQUITTO, MQTT_INGEST_CLIENT_ID: ingestId, MQTT_SHARE_GROUP: ingestId });
      try {
        const e = await ingestRate(
          ext.platform,
          MOSQUITTO,
          devices,
          seconds,
          profile?.replace(/(\.cpuprofile)?$/, '-mosquitto.cpuprofile'),
          MOSQUITTO_PID,
          offer,
        );
        console.log(
          `  via Mosquitto    ${e.rowsPerSecond.toFixed(0).padStart(8)} events/s committed (target >= 15,000; ${offer ? `${offer} offered, ` : ''}${e.ackedPerSecond.toFixed(0)} publishes/s acknowledged by Mosquitto; ${cost(e)})`,
        );
      } finally {
        await ext.close();
        await (await mqtt.connectAsync(MOSQUITTO, { clientId: ingestId, clean: true, reconnectPeriod: 0 })).endAsync();
      }
    } else {
      console.log(`  via Mosquitto    (skipped: nothing answers at ${MOSQUITTO}; run \`mosquitto -d -p 1883\`)`);
    }
  } finally {
    await server.close();
  }
}

/**
 * The window query on a server of its own (after the ingest's has stopped): on a new cluster, or on --seed-dir's,
 * seeded there once and reused by later runs whose --rows match (a 10,000,000-event re-measure then takes minutes).
 */
async function windowBench(rows: number, opts: IotBenchOptions) {
  console.log(
    `\n# IoT events: first page of a 1-hour window for one device, ${rows.toLocaleString('en')} events in the table`,
  );
  if (opts.seedDir) {
    await fs.mkdir(opts.seedDir, { recursive: true });
    await fs.chmod(opts.seedDir, 0o755); // the embedded PostgreSQL's user reaches its cluster when the bench runs as root
  }
  const server = await boot({}, opts.seedDir);
  try {
    const seed = await seedOrReuse(server.platform.pool, opts.seedDir, rows, async () => {
      const clientIds = await seedWindowEvents(server.platform.pool, await benchTeamId(server.platform), rows);
      const arrival = await windowBlocks(server.platform.pool, clientIds, Date.now());
      console.log(
        `  in arrival order   median ${arrival.blocks.toFixed(0)} shared blocks (max ${arrival.blocksMax}) and ${arrival.ms.toFixed(1)} ms per first page, slowest ${arrival.msMax.toFixed(1)} ms (EXPLAIN ANALYZE, 50 random windows)`,
      );
    });
    await orderWindowDays(server.platform.pool);
    const { idToken } = await signIn({ url: server.url }, 'developer@example.com', DEMO_PASSWORD);
    const session = new inspector.Session();
    if (opts.profile) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const cpu0 = process.cpuUsage();
    const w = await measureWindowQuery(server.url, idToken, seed.clientIds, server.eventsTimes, seed.seededAt);
    const cpu = process.cpuUsage(cpu0);
    if (opts.profile) {
      const out = opts.profile.replace(/(\.cpuprofile)?$/, '-window.cpuprofile');
      await fs.writeFile(out, JSON.stringify((await session.post('Profiler.stop')).profile));
      session.disconnect();
    }
    console.log(
      `  GET /api/iot/events  p50 ${w.p50.toFixed(1)} ms  p95 ${w.p95.toFixed(1)} ms  p99 ${w.p99.toFixed(1)} ms (target p99 < 20 ms at 10,000,000)  (client in its own process, one request at a time; ${w.avgRows.toFixed(0)} events per page; ${w.rps.toFixed(0)} req/s at 10 concurrent; load ${os.loadavg()[0].toFixed(1)})`,
    );
    console.log(
      `  inside the server    p50 ${w.server.p50.toFixed(1)} ms  p95 ${w.server.p95.toFixed(1)} ms  p99 ${w.server.p99.toFixed(1)} ms (onRequest to onResponse; server CPU ${((cpu.user + cpu.system) / 1000 / w.requests).toFixed(2)} ms per request; the client used ${w.clientCpuMs.toFixed(1)} ms CPU per request)`,
    );
    const b = await windowBlocks(server.platform.pool, seed.clientIds, seed.seededAt);
    console.log(
      `  in PostgreSQL      median ${b.blocks.toFixed(0)} shared blocks (hit + read; max ${b.blocksMax}) and ${b.ms.toFixed(1)} ms per first page, slowest ${b.msMax.toFixed(1)} ms, at most ${b.writtenMax} blocks written out (EXPLAIN ANALYZE, 50 random windows)`,
    );
    // Windows of the seeding's last hours: today's hourly leaves, the closed ones ordered (ordered-hours.ts).
    const recentHours = Math.min(12, Math.max(2, new Date(seed.seededAt).getUTCHours()));
    const r = await windowBlocks(server.platform.pool, seed.clientIds, seed.seededAt, 50, recentHours * 3_600_000);
    console.log(
      `  recent windows     median ${r.blocks.toFixed(0)} shared blocks (max ${r.blocksMax}) and ${r.ms.toFixed(1)} ms per first page, slowest ${r.msMax.toFixed(1)} ms (50 windows ending in the seeding's last ${recentHours} h)`,
    );
    console.log('  plan of the query (one device, a 1-hour window):');
    console.log(await explainWindow(server.platform.pool, seed.clientIds[0], seed.seededAt));
  } finally {
    await server.close();
  }
}

/** --rows, --seconds, --devices from the command line (also through `npm run bench -- --rows 10000000`). */
export function iotBenchArgs() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      seconds: { type: 'string' },
      devices: { type: 'string' },
      profile: { type: 'string' },
      offer: { type: 'string' },
      'seed-dir': { type: 'string' },
    },
    strict: false,
  });
  const num = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);
  const profile = typeof values.profile === 'string' ? values.profile : undefined;
  return {
    rows: num(values.rows),
    seconds: num(values.seconds),
    devices: num(values.devices),
    profile,
    offer: num(values.offer),
    seedDir: typeof values['seed-dir'] === 'string' ? path.resolve(values['seed-dir']) : undefined,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runIotBench(iotBenchArgs()).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
