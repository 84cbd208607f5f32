/**
 * Locks per key (spec 3 sections 3 and 4): set with a duration in minutes, they clear themselves on time-out;
 * the remaining time is reported in seconds, and at 1 second or less the lock counts as released. Used for
 * cool-downs such as the feedback form's. Kept in local storage so a reload does not lift a lock.
 */
import { MINUTE_MS } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from './storage';

export const LOCKS_STORAGE_KEY = 'LOCKS';

export interface LockData {
  isLocked: boolean;
  /** Seconds until the lock is released (0 when unlocked). */
  releaseTime: number;
  /** Milliseconds since the epoch at which the lock times out (0 when unlocked). */
  expiryTime: number;
}

const UNLOCKED: LockData = { isLocked: false, releaseTime: 0, expiryTime: 0 };

export interface LockStore {
  lock(key: string, minutes: number): LockData;
  get(key: string): LockData;
  release(key: string): void;
  subscribe(listener: () => void): () => void;
}

export function createLockStore(storage: KeyValueStorage = localStorage, now: () => number = Date.now): LockStore {
  const listeners = new Set<() => void>();
  const read = () => readJson<Record<string, number>>(LOCKS_STORAGE_KEY, storage) ?? {};
  const write = (locks: Record<string, number>) => {
    writeJson(LOCKS_STORAGE_KEY, locks, storage);
    listeners.forEach((l) => l());
  };
  const release = (key: string) => {
    const locks = read();
    if (!(key in locks)) return;
    delete locks[key];
    write(locks);
  };
  return {
    lock(key, minutes) {
      write({ ...read(), [key]: now() + minutes * MINUTE_MS });
      return this.get(key);
    },
    get(key) {
      const expiryTime = read()[key];
      if (expiryTime === undefined) return UNLOCKED;
      const releaseTime = Math.ceil((expiryTime - now()) / 1000);
      if (releaseTime <= 1) {
        release(key);
        return UNLOCKED;
      }
      return { isLocked: true, releaseTime, expiryTime };
    },
    release,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

let shared: LockStore | undefined;
/** The console's lock store (local storage, real clock). */
export const locks = (): LockStore => (shared ??= createLockStore());
