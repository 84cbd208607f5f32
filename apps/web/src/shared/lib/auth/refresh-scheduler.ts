/** Keeps the session fresh in this tab and follows refreshes made by other tabs (spec 1 section 4.1). */
import { STORAGE_KEYS } from '@dc/contracts';
import { getEnvironment } from '../../config/env';
import { login } from './login';
import { getProviderConfig } from './provider-config';
import { createRefreshLock } from './refresh-lock';
import { refreshSession, type RefreshOutcome } from './refresh-session';
import { computeRefreshDelay } from './refresh-time';
import { readSession, type Session } from './session';
import { refreshTokens } from './token-client';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;
const tabId = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
let timer: ReturnType<typeof setTimeout> | undefined;
let pending: Promise<Session | undefined> | undefined;

const deps = () => ({
  storage: localStorage,
  lock: createRefreshLock({ storage: localStorage, owner: tabId }),
  requestRefresh: async (session: Session) => {
    const consumer = getEnvironment().auth;
    const provider = await getProviderConfig(consumer.authority);
    return refreshTokens(provider, consumer, session.refresh_token ?? '');
  },
  now: Date.now,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
});

/** Web Locks make the flag's check-and-set atomic across tabs where the browser offers them. */
function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('dc-session-refresh', fn) : fn();
}

function settle(outcome: RefreshOutcome): Session | undefined {
  if (outcome.kind === 'refreshed' || outcome.kind === 'adopted') {
    scheduleRefresh(outcome.session);
    return outcome.session;
  }
  cancelRefresh();
  if (outcome.kind === 'failed') void login();
  return undefined;
}

/** Refreshes now (or adopts another tab's refresh); a failure forces a new login. */
export function refreshNow(seen: Session | undefined = readSession()): Promise<Session | undefined> {
  if (!seen) return Promise.resolve(undefined);
  pending ??= exclusive(() => refreshSession(seen, deps()))
    .then(settle)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

export function cancelRefresh(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

export function scheduleRefresh(session: Session | undefined = readSession()): void {
  cancelRefresh();
  if (!session?.refresh_token) return;
  const delay = computeRefreshDelay({ expiryTime: session.expiryTime, now: Date.now(), expiresIn: session.expires_in });
  timer = setTimeout(() => void refreshNow(session), Math.min(delay, MAX_TIMEOUT_MS));
}

let started = false;

/** Starts once per tab: schedules from the stored session and re-schedules when another tab changes it. */
export function startSessionRefresh(): void {
  if (started) return;
  started = true;
  scheduleRefresh();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.session || event.key === null) scheduleRefresh();
  });
  // Timers sleep with the device; re-check when the tab is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') scheduleRefresh();
  });
}
