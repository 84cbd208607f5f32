/**
 * Who may connect to the embedded broker and where they may publish and subscribe. A device connects with its
 * client id, username and password (argon2-hashed in the registry); it publishes under its own device topic only and
 * subscribes inside its group's topic space only.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { verifyPassword } from '../../identity/passwords.js';
import type { MqttAuthResult, MqttCredentials } from '../../platform/mqtt/mqtt.js';
import { findDeviceForLogin, type DeviceRef } from './iot-devices.repository.js';
import { deviceTopicBase, isInGroupSpace, isUnderBase } from './topics.js';

/** Connection ids of the embedded broker start with this (stale ones are cleared at start). */
export const EMBEDDED_CONNECTION = 'embedded:';

export interface DeviceSession extends DeviceRef {
  /** The device's topic base: it publishes under it. */
  base: string;
  connectionId: string;
}

export function createDeviceAuth(pool: pg.Pool) {
  return {
    async authenticate(c: MqttCredentials): Promise<MqttAuthResult<DeviceSession>> {
      const device = c.username ? await findDeviceForLogin(pool, c.username) : undefined;
      // Unknown usernames cost a verification too, so timing does not tell which exist.
      const ok = await verifyPassword(device?.passwordHash, c.password?.toString('utf8') ?? '');
      if (!device || !ok) return { ok: false, reason: 'credentials' };
      if (device.clientId !== c.clientId) return { ok: false, reason: 'client-id' };
      const { passwordHash: _hash, ...ref } = device;
      return {
        ok: true,
        session: {
          ...ref,
          base: deviceTopicBase(ref.kind, ref.groupId, ref.serialNumber),
          connectionId: `${EMBEDDED_CONNECTION}${randomUUID()}`,
        },
      };
    },
    mayPublish: (s: DeviceSession, topic: string) => isUnderBase(topic, s.base),
    maySubscribe: (s: DeviceSession, filter: string) => isInGroupSpace(filter, s.kind, s.groupId),
  };
}
