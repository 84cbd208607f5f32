/**
 * Device ingest with two instances on one PostgreSQL (issue 24, scope 5): devices publish through Mosquitto, and
 * instance A alone, then A and B together, take the messages from one shared subscription ($share/<group>/...).
 * Figures, never assertions: events committed per second for one and for two instances, and each instance's CPU per
 * 1,000 events. On a machine without cores to spare (two cores also run PostgreSQL, Mosquitto and the devices) the
 * second instance cannot add throughput; the run shows that the group splits the work and loses nothing.
 * Standalone: node --import tsx bench/iot-two-instances.ts [--seconds 10] [--devices 24] [--offer 20000]
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import { startBenchServer } from './bench-server.js';
import { pidCpuMs } from './cluster-cpu.js';
import { forkSimulator } from './iot-simulator-process.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { demoIotDevices } from '../apps/server/src/demo/iot-world.js';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { makeDataDir, startChildServer, type ChildServer } from '../apps/server/src/test/security/child-server.js';

const MOSQUITTO = process.env.BENCH_MOSQUITTO_URL ?? 'mqtt://127.0.0.1:1883';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function brokerAnswers() {
  try {
    await (await mqtt.connectAsync(MOSQUITTO, { reconnectPeriod: 0, connectTimeout: 2000 })).endAsync();
    return true;
  } catch {
    return false;
  }
}

const stored = async (p: Platform) => Number((await p.pool.query('SELECT count(*) AS n FROM iot_events')).rows[0].n);

/** Events committed per second while the devices publish, after a 2 s warm-up, and the instances' CPU per 1,000. */
async function rate(
  platform: Platform,
  second: ChildServer | undefined,
  devices: number,
  seconds: number,
  offer: number,
) {
  const sim = await forkSimulator(MOSQUITTO, demoIotDevices().slice(0, devices), 50, offer);
  try {
    await sleep(2000);
    const cpuB = () => (second?.proc.pid ? pidCpuMs(second.proc.pid) : 0);
    const [rows0, t0, a0, b0] = [await stored(platform), performance.now(), process.cpuUsage(), cpuB()];
    await sleep(seconds * 1000);
    const [rows1, t1, a, b1] = [await stored(platform), performance.now(), process.cpuUsage(a0), cpuB()];
    const thousands = (rows1 - rows0) / 1000;
    return {
      perSecond: (rows1 - rows0) / ((t1 - t0) / 1000),
      cpuA: (a.user + a.system) / 1000 / thousands,
      cpuB: (b1 - b0) / thousands,
    };
  } finally {
    await sim.stop();
  }
}

export async function runIotTwoInstancesBench(opts: { seconds?: number; devices?: number; offer?: number } = {}) {
  const { seconds = 10, devices = 24, offer = 20_000 } = opts;
  console.log(
    `\n# IoT ingest, two instances on one PostgreSQL, one shared subscription through Mosquitto, ${seconds} s`,
  );
  if (!(await brokerAnswers())) {
    console.log(`  (skipped: nothing answers at ${MOSQUITTO}; run \`mosquitto -d -p 1883\`)`);
    return;
  }
  // A group of its own, so sessions left by earlier runs in another group take no share of the messages.
  const group = `dc-bench-two-${randomBytes(4).toString('hex')}`;
  // One SECRET_KEY: the instances share the secrets stored encrypted in PostgreSQL (the identity provider's keys).
  const shared = {
    MQTT_URL: MOSQUITTO,
    MQTT_SHARE_GROUP: group,
    SECRET_KEY: 'bench-iot-two-secret-key-0123456789abcdef',
  };
  const a = await startBenchServer('iot-two', { ...shared, MQTT_INGEST_CLIENT_ID: `${group}-a` });
  const bDir = await makeDataDir('dc-bench-iot-two-b-');
  let b: ChildServer | undefined;
  try {
    await loadDemoWorld(a.platform);
    const one = await rate(a.platform, undefined, devices, seconds, offer);
    console.log(
      `  one instance   ${one.perSecond.toFixed(0).padStart(8)} events/s committed (${offer} offered; CPU per 1,000: A ${one.cpuA.toFixed(0)} ms; load ${os.loadavg()[0].toFixed(1)})`,
    );
    b = await startChildServer(await freePort(), {
      ...shared,
      MQTT_INGEST_CLIENT_ID: `${group}-b`,
      DATABASE_URL: a.platform.database.url,
      DATA_DIR: bDir,
      DEMO: 'false',
    });
    const two = await rate(a.platform, b, devices, seconds, offer);
    console.log(
      `  two instances  ${two.perSecond.toFixed(0).padStart(8)} events/s committed (CPU per 1,000: A ${two.cpuA.toFixed(0)} ms, B ${two.cpuB.toFixed(0)} ms; load ${os.loadavg()[0].toFixed(1)})`,
    );
    console.log(
      `  two / one: ${(two.perSecond / one.perSecond).toFixed(2)}x (target about 2x on a machine with cores to spare; this one has ${os.cpus().length})`,
    );
  } finally {
    if (b && b.proc.exitCode === null) {
      b.proc.kill('SIGTERM');
      await b.exited;
    }
    await a.close();
    // The persistent sessions would keep queueing the devices' messages for instances that are gone.
    for (const id of [`${group}-a`, `${group}-b`])
      await (await mqtt.connectAsync(MOSQUITTO, { clientId: id, clean: true, reconnectPeriod: 0 })).endAsync();
    await rm(bDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string' }, devices: { type: 'string' }, offer: { type: 'string' } },
    strict: false,
  });
  const num = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);
  runIotTwoInstancesBench({ seconds: num(values.seconds), devices: num(values.devices), offer: num(values.offer) })
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
