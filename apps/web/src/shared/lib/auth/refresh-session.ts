/** One refresh attempt shared by all tabs: the flag holder refreshes, the others adopt its result. */
import { readSession, saveSession, toSession, type Session, type TokenResponse } from './session';
import type { RefreshLock } from './refresh-lock';
import type { KeyValueStorage } from '../storage';

export interface RefreshDeps {
  storage: KeyValueStorage;
  lock: RefreshLock;
  requestRefresh(session: Session): Promise<TokenResponse>;
  now(): number;
  sleep(ms: number): Promise<void>;
  pollMs?: number;
  /** How long to wait for another tab before giving up (longer than the lock's lease). */
  maxWaitMs?: number;
}

export type RefreshOutcome =
  | { kind: 'refreshed'; session: Session }
  | { kind: 'adopted'; session: Session }
  | { kind: 'signed-out' }
  | { kind: 'failed'; error: unknown };

/** A stored session newer than the one this tab scheduled on means another tab refreshed. */
const isNewer = (latest: Session, seen: Session) =>
  latest.expiryTime > seen.expiryTime || latest.refresh_token !== seen.refresh_token;

export async function refreshSession(seen: Session, deps: RefreshDeps): Promise<RefreshOutcome> {
  const { storage, lock, now, sleep, pollMs = 500, maxWaitMs = 45_000 } = deps;
  const deadline = now() + maxWaitMs;
  for (;;) {
    const latest = readSession(storage);
    if (!latest) return { kind: 'signed-out' };
    if (isNewer(latest, seen)) return { kind: 'adopted', session: latest };
    if (!latest.refresh_token) return { kind: 'failed', error: new Error('no refresh token') };
    if (lock.tryAcquire()) {
      try {
        const session = toSession(await deps.requestRefresh(latest), now(), latest);
        saveSession(session, storage);
        lock.release();
        return { kind: 'refreshed', session };
      } catch (error) {
        lock.clear();
        return { kind: 'failed', error };
      }
    }
    if (now() >= deadline) return { kind: 'failed', error: new Error('another tab kept the refresh flag') };
    await sleep(pollMs);
  }
}
