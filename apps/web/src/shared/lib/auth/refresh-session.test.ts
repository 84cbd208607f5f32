import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { createMemoryStorage } from '../storage';
import { createRefreshLock } from './refresh-lock';
import { refreshSession, type RefreshDeps } from './refresh-session';
import { readSession, saveSession, type Session } from './session';

const start: Session = {
  id_token: 'id-1',
  access_token: 'at-1',
  refresh_token: 'rt-1',
  expires_in: 3600,
  expiryTime: 10_000_000,
};

/** Two browser tabs: one shared localStorage and clock, one lock instance each. */
function twoTabs() {
  const storage = createMemoryStorage();
  let clock = 5_000_000;
  const now = () => clock;
  const sleep = async (ms: number) => {
    clock += ms;
    await new Promise((r) => setTimeout(r, 1));
  };
  let finish: () => void = () => {};
  const requestRefresh = vi.fn(
    () =>
      new Promise<{ id_token: string; access_token: string; refresh_token: string; expires_in: number }>((resolve) => {
        finish = () => resolve({ id_token: 'id-2', access_token: 'at-2', refresh_token: 'rt-2', expires_in: 3600 });
      }),
  );
  const tab = (owner: string): RefreshDeps => ({
    storage,
    lock: createRefreshLock({ storage, owner, now }),
    requestRefresh,
    now,
    sleep,
    pollMs: 100,
  });
  saveSession(start, storage);
  return { storage, requestRefresh, a: tab('tab-a'), b: tab('tab-b'), finish: () => finish() };
}

describe('cross-tab refresh', () => {
  it('lets only one of two tabs refresh; the other adopts the shared session', async () => {
    const { storage, requestRefresh, a, b, finish } = twoTabs();
    const first = refreshSession(start, a);
    const second = refreshSession(start, b);
    await new Promise((r) => setTimeout(r, 10));
    expect(storage.getItem(STORAGE_KEYS.refreshBlocked)).not.toBeNull();
    finish();
    const [ra, rb] = await Promise.all([first, second]);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(ra.kind).toBe('refreshed');
    expect(rb).toMatchObject({ kind: 'adopted', session: { id_token: 'id-2', refresh_token: 'rt-2' } });
    expect(storage.getItem(STORAGE_KEYS.refreshBlocked)).toBeNull();
    expect(readSession(storage)?.access_token).toBe('at-2');
  });

  it('a tab that finds the flag held does not refresh', () => {
    const storage = createMemoryStorage();
    const a = createRefreshLock({ storage, owner: 'a' });
    const b = createRefreshLock({ storage, owner: 'b' });
    expect(a.tryAcquire()).toBe(true);
    expect(b.tryAcquire()).toBe(false);
    expect(b.isBlocked()).toBe(true);
    a.release();
    expect(b.tryAcquire()).toBe(true);
  });

  it('a flag left by a dead tab expires after its lease', () => {
    const storage = createMemoryStorage();
    let t = 0;
    const a = createRefreshLock({ storage, owner: 'a', now: () => t, leaseMs: 1000 });
    const b = createRefreshLock({ storage, owner: 'b', now: () => t, leaseMs: 1000 });
    a.tryAcquire();
    t = 1001;
    expect(b.tryAcquire()).toBe(true);
  });

  it('a failed refresh clears the flag and reports failure', async () => {
    const { storage, a } = twoTabs();
    const failing: RefreshDeps = { ...a, requestRefresh: vi.fn(async () => Promise.reject(new Error('400'))) };
    await expect(refreshSession(start, failing)).resolves.toMatchObject({ kind: 'failed' });
    expect(storage.getItem(STORAGE_KEYS.refreshBlocked)).toBeNull();
  });

  it('reports signed-out when the session disappeared', async () => {
    const { storage, a } = twoTabs();
    storage.removeItem(STORAGE_KEYS.session);
    await expect(refreshSession(start, a)).resolves.toEqual({ kind: 'signed-out' });
  });
});
