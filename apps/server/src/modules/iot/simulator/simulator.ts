/**
 * Device simulator: one real MQTT client per device, connecting with the device's credentials and publishing
 * telemetry (QoS 1) under its topic. It reports online on <base>/status at connect and leaves an 'offline' will.
 * rate is messages per second per device; 0 publishes as fast as the broker acknowledges (for benchmarks), keeping
 * `window` messages in flight per device.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { deviceTopicBase } from '../topics.js';
import { createTelemetry } from './telemetry.js';

export interface SimulatedDevice {
  serialNumber: string;
  groupId: string;
  kind: string;
  clientId: string;
  username: string;
  password: string;
  port?: number;
}

export interface SimulatorOptions {
  url: string;
  devices: SimulatedDevice[];
  rate: number;
  window?: number;
  onError?: (device: SimulatedDevice, err: Error) => void;
}

export interface Simulator {
  /** Messages acknowledged by the broker. */
  acked(): number;
  connected(): number;
  stop(): Promise<void>;
}

export async function startSimulator(opts: SimulatorOptions): Promise<Simulator> {
  let acked = 0;
  let stopping = false;
  const timers: NodeJS.Timeout[] = [];
  const clients: MqttClient[] = [];

  async function run(d: SimulatedDevice, client: MqttClient) {
    const base = deviceTopicBase(d.kind, d.groupId, d.serialNumber);
    const telemetry = createTelemetry(d);
    const publishOne = async () => {
      const m = telemetry.next(new Date());
      await client.publishAsync(`${base}/${m.suffix}`, JSON.stringify(m.payload), { qos: 1 });
      acked++;
    };
    const report = (err: Error) => {
      if (!stopping) opts.onError?.(d, err);
    };
    if (opts.rate > 0) {
      const every = 1000 / opts.rate;
      // Spread devices over the first period so they do not publish in lockstep.
      const start = setTimeout(() => {
        timers.push(setInterval(() => client.connected && publishOne().catch(report), every));
      }, Math.random() * every);
      timers.push(start);
      return;
    }
    const lane = async () => {
      while (!stopping) await publishOne().catch(report);
    };
    for (let i = 0; i < (opts.window ?? 50); i++) void lane();
  }

  await Promise.all(
    opts.devices.map(
      (d) =>
        new Promise<void>((resolve, reject) => {
          const base = deviceTopicBase(d.kind, d.groupId, d.serialNumber);
          const client = mqtt.connect(opts.url, {
            clientId: d.clientId,
            username: d.username,
            password: d.password,
            reconnectPeriod: 2000,
            connectTimeout: 10_000,
            will: { topic: `${base}/status`, payload: Buffer.from('offline'), qos: 1, retain: false },
          });
          clients.push(client);
          let started = false;
          client.on('connect', () => {
            void client.publishAsync(`${base}/status`, 'online', { qos: 1 }).catch(() => undefined);
            if (started) return;
            started = true;
            void run(d, client);
            resolve();
          });
          client.once('error', (err) => (client.connected ? opts.onError?.(d, err) : reject(err)));
        }),
    ),
  ).catch(async (err) => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    throw err;
  });

  return {
    acked: () => acked,
    connected: () => clients.filter((c) => c.connected).length,
    async stop() {
      stopping = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(
        clients.map(async (c) => {
          if (c.connected) await c.publishAsync(`${topicOf(c)}/status`, 'offline', { qos: 1 }).catch(() => undefined);
          await c.endAsync();
        }),
      );
    },
  };
}

const topicOf = (c: MqttClient) => (c.options.will?.topic ?? '').replace(/\/status$/, '');
