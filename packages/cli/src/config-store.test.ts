import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir, readSession, removeSession, writeSession } from './config-store';

describe('config store', () => {
  it('keeps the sign-in readable by its owner only', async () => {
    const env = { DC_CONFIG_DIR: await mkdtemp(path.join(os.tmpdir(), 'dc-store-')) };
    const session = { server: 'http://s', tokenEndpoint: 'http://s/t', clientId: 'dc-cli', idToken: 'x', expiresAt: 1 };
    await writeSession(session, env);
    expect((await stat(path.join(env.DC_CONFIG_DIR, 'credentials.json'))).mode & 0o777).toBe(0o600);
    expect(await readSession(env)).toEqual(session);
    await removeSession(env);
    expect(await readSession(env)).toBeUndefined();
  });

  it('lives under XDG_CONFIG_HOME when set', () => {
    expect(configDir({ XDG_CONFIG_HOME: '/home/u/.cfg' })).toBe(path.join('/home/u/.cfg', 'dc'));
  });
});
