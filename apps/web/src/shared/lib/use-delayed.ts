/**
 * Runs a function after a delay (the spec's delayed refreshes, moves and resets, e.g. spec 2 section 9 and spec 3
 * sections 4 and 9); timers still pending when the component goes are cleared, so nothing runs on a page left behind.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useDelayed() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);
}
