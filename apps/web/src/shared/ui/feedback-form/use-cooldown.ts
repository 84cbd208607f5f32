/**
 * The feedback form's cooldown (spec 3 sections 4 and 9): a lock in the shared lock store (kept in local storage, so
 * a reload does not lift it), and the whole seconds left, re-read while it holds so the button can count down.
 */
import { useEffect, useState } from 'react';
import { locks } from '../../lib/lock';

export const FEEDBACK_LOCK_KEY = 'FEEDBACK';
const TICK_MS = 250;

export function useCooldown(key: string = FEEDBACK_LOCK_KEY) {
  const store = locks();
  const [seconds, setSeconds] = useState(() => store.get(key).releaseTime);

  useEffect(() => {
    const read = () => setSeconds(store.get(key).releaseTime);
    const unsubscribe = store.subscribe(read);
    read();
    return unsubscribe;
  }, [store, key]);

  const locked = seconds > 0;
  useEffect(() => {
    if (!locked) return;
    const timer = window.setInterval(() => setSeconds(store.get(key).releaseTime), TICK_MS);
    return () => window.clearInterval(timer);
  }, [locked, store, key]);

  return {
    /** Whole seconds until feedback may be sent again; 0 when it may. */
    seconds,
    start: (lockSeconds: number) => void store.lock(key, lockSeconds / 60),
  };
}
