/** Test helpers for devices of the demo world on a test server's broker. */
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { expect } from 'vitest';
import type { IotDevice } from '@dc/contracts';
import { demoIotDevices } from '../../demo/iot-world.js';
import type { DemoServer } from '../../test/demo-server.js';

export function deviceKit(demo: () => DemoServer) {
  const get = async <T>(path: string, user = 'developer') => {
    const res = await demo().call(user, 'GET', path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  return {
    /** Connects as a demo device with its credentials (options override them). */
    connect(serial: string, o: IClientOptions = {}) {
      const d = demoIotDevices().find((x) => x.serialNumber === serial)!;
      return mqtt.connectAsync(demo().server.platform.mqtt.connectUrl, {
        clientId: d.clientId,
        username: d.username,
        password: d.password,
        reconnectPeriod: 0,
        ...o,
      });
    },
    closed: (c: MqttClient) =>
      new Promise<void>((resolve) => (c.connected ? c.once('close', () => resolve()) : resolve())),
    get,
    searchDevice: (group: string, serial: string) =>
      get<IotDevice>(`/api/iot/devices/search?groupId=${group}&serialNumber=${serial}`),
    countEvents: async (where = 'true', params: unknown[] = []) =>
      Number(
        (await demo().server.platform.pool.query(`SELECT count(*) AS n FROM iot_events WHERE ${where}`, params)).rows[0]
          .n,
      ),
  };
}

export const since = (ms: number) => encodeURIComponent(new Date(Date.now() - ms).toISOString());

export async function until(check: () => Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
