/**
 * The ingest bench's device simulator in a process of its own, as devices are: it does not share the server's event
 * loop (one thread) nor count in its CPU time. The parent sends {url, devices} once; 'read' asks for the messages
 * acknowledged so far and this process's CPU time, 'stop' ends the devices and the process. The devices are lean
 * MQTT clients (iot-publisher.ts); BENCH_SIMULATOR=mqttjs runs the demo's simulator (mqtt.js) instead.
 */
import { fork } from 'node:child_process';
import { startSimulator, type SimulatedDevice } from '../apps/server/src/modules/iot/simulator/simulator.js';
import { startPublisher } from './iot-publisher.js';

interface Reading {
  acked: number;
  cpuMs: number;
}
type Request = { start: { url: string; devices: SimulatedDevice[]; window: number; rate: number } } | 'read' | 'stop';
type Reply = { started: true } | { error: string } | { reading: Reading } | { stopped: true };

export interface SimulatorProcess {
  read(): Promise<Reading>;
  stop(): Promise<void>;
}

/** `rate`: messages per second of all devices together (lean devices only); 0: as fast as acknowledged. */
export async function forkSimulator(
  url: string,
  devices: SimulatedDevice[],
  window = 50,
  rate = 0,
): Promise<SimulatorProcess> {
  const child = fork(new URL(import.meta.url).pathname, ['--child'], { execArgv: ['--import', 'tsx'] });
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Reply));
      child.once('exit', (code) => reject(new Error(`simulator process exited (${code})`)));
    });
  const ask = (r: Request) => {
    const reply = next();
    child.send(r);
    return reply;
  };
  const started = await ask({ start: { url, devices, window, rate } });
  if ('error' in started) throw new Error(started.error);
  return {
    async read() {
      const r = await ask('read');
      if (!('reading' in r)) throw new Error('simulator process: unexpected reply');
      return r.reading;
    },
    async stop() {
      await ask('stop');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
    },
  };
}

if (process.argv.includes('--child')) {
  let sim: { acked(): number; stop(): Promise<void> } | undefined;
  const mqttjs = process.env.BENCH_SIMULATOR === 'mqttjs';
  const reply = (r: Reply) => process.send!(r);
  process.on('message', (m: Request) => {
    if (m === 'read') {
      const cpu = process.cpuUsage();
      reply({ reading: { acked: sim?.acked() ?? 0, cpuMs: (cpu.user + cpu.system) / 1000 } });
    } else if (m === 'stop') {
      void (sim?.stop() ?? Promise.resolve()).finally(() => {
        reply({ stopped: true });
        process.disconnect();
      });
    } else {
      const { url, devices, window, rate } = m.start;
      (mqttjs
        ? startSimulator({ url, devices, rate: 0, window })
        : startPublisher({ url, devices, window, rate })
      ).then(
        (s) => {
          sim = s;
          reply({ started: true });
        },
        (err: Error) => reply({ error: err.message }),
      );
    }
  });
}
