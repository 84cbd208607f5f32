/** Timers of the catalog area's delayed moves and refreshes (spec 2 sections 4, 9), cleared on unmount. */
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
