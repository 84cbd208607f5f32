import { describe, expect, it } from 'vitest';
import { createLockStore } from './lock';
import { createMemoryStorage } from './storage';

describe('lock', () => {
  it('locks for the given minutes and reports the remaining seconds', () => {
    let now = 1_000_000;
    const store = createLockStore(createMemoryStorage(), () => now);
    expect(store.get('feedback').isLocked).toBe(false);
    expect(store.lock('feedback', 1)).toEqual({ isLocked: true, releaseTime: 60, expiryTime: 1_060_000 });
    now += 30_500;
    expect(store.get('feedback')).toMatchObject({ isLocked: true, releaseTime: 30 });
  });

  it('releases itself at 1 second or less', () => {
    let now = 0;
    const storage = createMemoryStorage();
    const store = createLockStore(storage, () => now);
    store.lock('k', 0.5);
    now = 29_000;
    expect(store.get('k').isLocked).toBe(false);
    expect(storage.getItem('LOCKS')).toBe('{}');
  });

  it('keeps keys apart, survives a new store on the same storage, and notifies listeners', () => {
    const storage = createMemoryStorage();
    const store = createLockStore(storage, () => 0);
    let calls = 0;
    store.subscribe(() => calls++);
    store.lock('a', 2);
    expect(createLockStore(storage, () => 0).get('a').releaseTime).toBe(120);
    expect(store.get('b').isLocked).toBe(false);
    store.release('a');
    expect(store.get('a').isLocked).toBe(false);
    expect(calls).toBe(2);
  });
});
