import mqtt from 'mqtt';
import { expect, it } from 'vitest';
import { createLogger } from '../logging.js';
import { startEmbeddedBroker } from './broker.js';
import type { MqttHandlers } from './mqtt.types.js';

it('records a connection’s end after its start, even when the start’s write is the slower one', async () => {
  const broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0, log: createLogger('silent') });
  const order: string[] = [];
  const handlers: MqttHandlers<string> = {
    authenticate: async (c) => ({ ok: true, session: c.clientId }),
    mayPublish: () => true,
    maySubscribe: () => true,
    // The connect write waits long enough for the disconnect to arrive first.
    connected: async (s) => {
      await new Promise((r) => setTimeout(r, 300));
      order.push(`connected ${s}`);
    },
    disconnected: async (s) => {
      order.push(`disconnected ${s}`);
    },
    ingest: async () => undefined,
    topicFilters: [],
    drain: async () => undefined,
  };
  broker.attach(handlers as MqttHandlers<unknown>);
  try {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, {
      clientId: 'dev-1',
      reconnectPeriod: 0,
    });
    await client.endAsync();
    await expect.poll(() => order, { timeout: 3000 }).toHaveLength(2);
    expect(order).toEqual(['connected dev-1', 'disconnected dev-1']);
  } finally {
    await broker.close();
  }
});
