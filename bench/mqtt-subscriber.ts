/**
 * The external ingest's MQTT client alone (figures, never assertions): the lean subscriber (external-ingest.ts)
 * against mqtt.js (external-ingest-mqttjs.ts) on one broker, with an ingest that "commits" each message a tick later
 * and no database, so the CPU per 1,000 messages is the client's own. The devices publish from a process of their
 * own (iot-simulator-process.ts). Rounds alternate the two clients (a shared machine drifts).
 * node --import tsx bench/mqtt-subscriber.ts [--url mqtt://127.0.0.1:1883] [--seconds 8] [--rounds 3]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import pino from 'pino';
import { demoIotDevices } from '../apps/server/src/demo/iot-world.js';
import { INGEST_TOPIC_FILTERS } from '../apps/server/src/modules/iot/iot.mqtt.js';
import { startLeanIngest } from '../apps/server/src/platform/mqtt/external-ingest.js';
import { startMqttJsIngest } from '../apps/server/src/platform/mqtt/external-ingest-mqttjs.js';
import type { MqttHandlers } from '../apps/server/src/platform/mqtt/mqtt.types.js';
import { forkSimulator } from './iot-simulator-process.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(kind: 'lean' | 'mqttjs', url: string, seconds: number) {
  let received = 0;
  const handlers: MqttHandlers<unknown> = {
    authenticate: async () => ({ ok: false, reason: 'credentials' }),
    mayPublish: () => false,
    maySubscribe: () => false,
    connected: async () => undefined,
    disconnected: async () => undefined,
    ingest: () => {
      received++;
      return new Promise<void>((resolve) => setImmediate(resolve));
    },
    topicFilters: INGEST_TOPIC_FILTERS,
    drain: async () => undefined,
  };
  const clientId = `dc-bench-sub-${randomBytes(4).toString('hex')}`;
  const start = kind === 'lean' ? startLeanIngest : startMqttJsIngest;
  const ingest = start({ url, clientId, shareGroup: clientId, log: pino({ level: 'warn' }) });
  ingest.attach(handlers);
  while (!ingest.connected()) await sleep(20);
  await sleep(300); // the SUBACK
  const sim = await forkSimulator(url, demoIotDevices().slice(0, 24));
  try {
    await sleep(1500);
    const [n0, cpu0, t0] = [received, process.cpuUsage(), performance.now()];
    await sleep(seconds * 1000);
    const [n1, cpu, t1] = [received, process.cpuUsage(cpu0), performance.now()];
    const thousands = (n1 - n0) / 1000;
    return { perSecond: (n1 - n0) / ((t1 - t0) / 1000), cpuMsPer1000: (cpu.user + cpu.system) / 1000 / thousands };
  } finally {
    await sim.stop();
    await ingest.close();
    await (await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 0 })).endAsync();
  }
}

const { values } = parseArgs({
  options: { url: { type: 'string' }, seconds: { type: 'string' }, rounds: { type: 'string' } },
});
const url = values.url ?? 'mqtt://127.0.0.1:1883';
const seconds = Number(values.seconds ?? 8);
console.log(`# external ingest client alone: devices -> ${url} -> subscriber (no database), ${seconds} s per round`);
for (let round = 1; round <= Number(values.rounds ?? 3); round++) {
  for (const kind of ['mqttjs', 'lean'] as const) {
    const r = await measure(kind, url, seconds);
    console.log(
      `  round ${round} ${kind.padEnd(6)} ${r.perSecond.toFixed(0).padStart(7)} messages/s  CPU ${r.cpuMsPer1000.toFixed(1)} ms per 1,000`,
    );
  }
}
