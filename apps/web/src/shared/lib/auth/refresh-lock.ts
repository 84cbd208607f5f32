/**
 * The cross-tab flag of spec 1 section 4.1 (isBlocked): only the tab holding it refreshes; the others
 * wait and read the shared session. The flag carries a lease so a tab that dies mid-refresh cannot
 * block the others for ever. Storage and clock are injected so two "tabs" can be tested together.
 */
import { STORAGE_KEYS } from '@dc/contracts';
import { readJson, writeJson, type KeyValueStorage } from '../storage';

export const REFRESH_LEASE_MS = 30_000;

interface Flag {
  owner: string;
  until: number;
}

export interface RefreshLockOptions {
  storage: KeyValueStorage;
  owner: string;
  now?: () => number;
  leaseMs?: number;
}

export interface RefreshLock {
  /** True when this tab now holds the flag. */
  tryAcquire(): boolean;
  /** Drops the flag if this tab holds it. */
  release(): void;
  /** Drops the flag whoever holds it (a failed refresh, spec 1 section 4.1). */
  clear(): void;
  /** True when another tab holds an unexpired flag. */
  isBlocked(): boolean;
}

export function createRefreshLock({
  storage,
  owner,
  now = Date.now,
  leaseMs = REFRESH_LEASE_MS,
}: RefreshLockOptions): RefreshLock {
  const key = STORAGE_KEYS.refreshBlocked;
  const read = () => readJson<Flag>(key, storage);
  const heldByOther = () => {
    const flag = read();
    return !!flag && flag.owner !== owner && flag.until > now();
  };
  return {
    tryAcquire() {
      if (heldByOther()) return false;
      writeJson(key, { owner, until: now() + leaseMs } satisfies Flag, storage);
      // Read back: of two tabs writing at once, only the last writer keeps the flag.
      return read()?.owner === owner;
    },
    release() {
      if (read()?.owner === owner) storage.removeItem(key);
    },
    clear() {
      storage.removeItem(key);
    },
    isBlocked: heldByOther,
  };
}
