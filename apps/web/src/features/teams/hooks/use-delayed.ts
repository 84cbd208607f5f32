/** Timers of the teams area's delayed refreshes and resets (spec 3 sections 4 and 9), cleared on unmount. */
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

/** A page reload (after removing oneself or changing one's own role); a seam for tests. */
export const reloadPage = () => window.location.reload();
