/** Counts failed sign-in returns in this tab, so a broken provider cannot bounce the browser for ever. */
export const CALLBACK_FAILURES_KEY = 'CALLBACK_FAILURES';
export const MAX_CALLBACK_FAILURES = 3;

export function recordCallbackFailure(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): number {
  const count = Number(storage.getItem(CALLBACK_FAILURES_KEY) ?? '0') + 1;
  storage.setItem(CALLBACK_FAILURES_KEY, String(count));
  return count;
}

export const resetCallbackFailures = (storage: Pick<Storage, 'removeItem'> = sessionStorage): void =>
  storage.removeItem(CALLBACK_FAILURES_KEY);
