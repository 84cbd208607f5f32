/**
 * The lean ingest subscriber (external-ingest.ts over subscriber.ts) against mqtt.js (external-ingest-mqttjs.ts) on
 * one Mosquitto of this test: the same messages recorded (binary, empty and large payloads, multi-byte topics, QoS 0
 * and 1, retained ones acknowledged but not recorded), nothing acknowledged before its commit (a refused message
 * comes again), the persistent session keeps what is published while the subscriber is away, and two subscribers of
 * one shared group record each message once.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeanIngest } from './external-ingest.js';
import { startMqttJsIngest } from './external-ingest-mqttjs.js';
import type { ExternalIngest } from './ingest-session.js';
import type { MqttHandlers, MqttMessage } from './mqtt.types.js';

const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto'].find((p) => existsSync(p));
if (!MOSQUITTO) console.log('mosquitto is not installed (apt-get install mosquitto): subscriber tests skipped.');

const log = pino({ level: 'silent' });
let proc: ChildProcess | undefined;
let dir: string;
let url: string;
let publisher: MqttClient;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function until<T>(check: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  if (!MOSQUITTO) return;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-subscriber-'));
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  await fs.writeFile(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\nlog_dest none\n`);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'mosquitto', dir]);
  proc = spawn(MOSQUITTO, ['-c', conf], { stdio: 'ignore' });
  url = `mqtt://127.0.0.1:${port}`;
  const end = Date.now() + 20_000;
  while (!publisher) {
    const c = await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 1000 }).catch(() => undefined);
    if (c) publisher = c;
    else if (Date.now() > end) throw new Error(`mosquitto does not answer at ${url}`);
    else await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  await publisher?.endAsync();
  if (proc && proc.exitCode === null) {
    const exited = new Promise((r) => proc!.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** Spans several socket reads; the same bytes for both clients. */
const LARGE = randomBytes(200_000);

type Recorded = { topic: string; payload: string; qos: number };

/** Handlers that record each message; `refuse` rejects a message's first delivery (it is then not acknowledged). */
function recorder(filters: string[], refuse?: (m: MqttMessage<unknown>) => boolean) {
  const recorded: Recorded[] = [];
  const refused = new Set<string>();
  const state = { probed: false };
  const handlers: MqttHandlers<unknown> = {
    authenticate: async () => ({ ok: false, reason: 'credentials' }),
    mayPublish: () => false,
    maySubscribe: () => false,
    connected: async () => undefined,
    disconnected: async () => undefined,
    async ingest(m) {
      if (m.topic.endsWith('/probe')) {
        state.probed = true;
        return;
      }
      const key = `${m.topic} ${m.payload.toString('hex')}`;
      await new Promise((r) => setTimeout(r, 1)); // a commit's latency
      if (refuse?.(m) && !refused.has(key)) {
        refused.add(key);
        throw new Error('refused for the test');
      }
      recorded.push({ topic: m.topic, payload: m.payload.toString('base64'), qos: m.qos });
    },
    topicFilters: filters,
    drain: async () => undefined,
  };
  return { handlers, recorded, state };
}

const KINDS = { lean: startLeanIngest, mqttjs: startMqttJsIngest };
type Kind = keyof typeof KINDS;

function start(kind: Kind, clientId: string, handlers: MqttHandlers<unknown>, shareGroup = 'none'): ExternalIngest {
  const ingest = KINDS[kind]({ url, clientId, shareGroup, log });
  ingest.attach(handlers);
  return ingest;
}

/** Waits for the SUBACK: the subscription is in place once a probe message comes through (probes are not kept). */
async function subscribed(prefix: string, state: { probed: boolean }) {
  await until(() => {
    void publisher.publishAsync(`${prefix}/probe`, 'probe', { qos: 0 });
    return state.probed ? true : undefined;
  });
}

/** What one kind of subscriber records of a fixed set of messages. */
async function scenario(kind: Kind): Promise<Recorded[]> {
  const prefix = `t-${kind}-${randomBytes(3).toString('hex')}`;
  await publisher.publishAsync(`${prefix}/retained`, 'old news', { qos: 1, retain: true });
  const { handlers, recorded, state } = recorder([`${prefix}/#`], (m) => m.topic.endsWith('/refused-once'));
  const ingest = start(kind, `dc-sub-${kind}-${randomBytes(3).toString('hex')}`, handlers);
  try {
    await until(() => (ingest.connected() ? true : undefined));
    await subscribed(prefix, state);
    const messages: Array<[string, Buffer | string, 0 | 1]> = [
      [`${prefix}/a`, '{"t":1}', 1],
      [`${prefix}/bytes`, Buffer.from([0, 1, 2, 255, 0x30, 0x40]), 1],
      [`${prefix}/empty`, Buffer.alloc(0), 1],
      [`${prefix}/größe/日本`, 'multi-byte', 1],
      [`${prefix}/qos0`, 'at most once', 0],
      [`${prefix}/large`, LARGE, 1],
      [`${prefix}/refused-once`, 'again', 1],
      ...Array.from({ length: 300 }, (_, i): [string, string, 1] => [`${prefix}/burst`, `{"seq":${i}}`, 1]),
    ];
    await Promise.all(messages.map(([t, p, qos]) => publisher.publishAsync(t, p, { qos })));
    await until(() => (recorded.length >= messages.length ? true : undefined), 20_000);
    await new Promise((r) => setTimeout(r, 200)); // nothing more comes
    // Distinct: the refused message ends the connection, and what was recorded but not yet acknowledged on it comes
    // again (QoS 1 is at least once).
    const distinct = new Map(recorded.map((r) => [`${r.topic} ${r.payload} ${r.qos}`, r]));
    return [...distinct.values()]
      .map((r) => ({ ...r, topic: r.topic.slice(prefix.length) }))
      .sort((a, b) => (a.topic + a.payload < b.topic + b.payload ? -1 : 1));
  } finally {
    await ingest.close();
  }
}

describe.skipIf(!MOSQUITTO)('the lean ingest subscriber, against mqtt.js on Mosquitto', () => {
  it('records the same messages as mqtt.js (a refused one after its redelivery; retained ones not)', async () => {
    const lean = await scenario('lean');
    const mqttjs = await scenario('mqttjs');
    expect(lean).toHaveLength(307);
    expect(lean.filter((r) => r.topic === '/refused-once')).toHaveLength(1);
    expect(lean.some((r) => r.topic === '/retained')).toBe(false);
    expect(lean.find((r) => r.topic === '/qos0')?.qos).toBe(0);
    expect(lean).toEqual(mqttjs);
  }, 60_000);

  it.each(['lean', 'mqttjs'] as const)(
    '%s: the session keeps what is published while the subscriber is away',
    async (kind) => {
      const prefix = `away-${kind}-${randomBytes(3).toString('hex')}`;
      const clientId = `dc-sub-away-${randomBytes(3).toString('hex')}`;
      const first = recorder([`${prefix}/#`]);
      const a = start(kind, clientId, first.handlers);
      await until(() => (a.connected() ? true : undefined));
      await subscribed(prefix, first.state);
      await a.close();
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => publisher.publishAsync(`${prefix}/t`, `${i}`, { qos: 1 })),
      );
      const second = recorder([`${prefix}/#`]);
      const b = start(kind, clientId, second.handlers);
      try {
        await until(() => (second.recorded.length >= 50 ? true : undefined));
        expect(
          second.recorded.map((r) => Number(Buffer.from(r.payload, 'base64').toString())).sort((x, y) => x - y),
        ).toEqual(Array.from({ length: 50 }, (_, i) => i));
      } finally {
        await b.close();
        const c = await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 0 });
        await c.endAsync();
      }
    },
    30_000,
  );

  it('two lean subscribers of one shared group record each message once', async () => {
    const prefix = `shared-${randomBytes(3).toString('hex')}`;
    const group = `g${randomBytes(3).toString('hex')}`;
    const one = recorder([`${prefix}/#`]);
    const two = recorder([`${prefix}/#`]);
    const a = start('lean', `dc-sub-a-${group}`, one.handlers, group);
    const b = start('lean', `dc-sub-b-${group}`, two.handlers, group);
    try {
      await until(() => (a.connected() && b.connected() ? true : undefined));
      await new Promise((r) => setTimeout(r, 300)); // both SUBACKs
      const total = 400;
      await Promise.all(
        Array.from({ length: total }, (_, i) => publisher.publishAsync(`${prefix}/t`, `${i}`, { qos: 1 })),
      );
      await until(() => (one.recorded.length + two.recorded.length >= total ? true : undefined));
      await new Promise((r) => setTimeout(r, 300));
      const all = [...one.recorded, ...two.recorded].map((r) => Number(Buffer.from(r.payload, 'base64').toString()));
      expect(all.sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, i) => i));
      expect(one.recorded.length).toBeGreaterThan(0);
      expect(two.recorded.length).toBeGreaterThan(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
      for (const id of [`dc-sub-a-${group}`, `dc-sub-b-${group}`]) {
        const c = await mqtt.connectAsync(url, { clientId: id, clean: true, reconnectPeriod: 0 });
        await c.endAsync();
      }
    }
  }, 30_000);
});
