/**
 * After a delete, the lists refresh 3 s later (spec 2 section 2.9); until then the deleted rows are hidden here.
 * Timers are cleared when the page goes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DELETE_SUCCESS_DELAY_MS } from '@dc/contracts';
import { subscriptionKeys } from '../api/keys';

export function useDelayedRefresh() {
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const removed = useCallback(
    (subscriptionId: string) => {
      setHidden((s) => new Set(s).add(subscriptionId));
      const timer = setTimeout(async () => {
        timers.current.delete(timer);
        void queryClient.invalidateQueries({ queryKey: ['applications'] });
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        // The fresh lists no longer hold it.
        setHidden((s) => {
          const next = new Set(s);
          next.delete(subscriptionId);
          return next;
        });
      }, DELETE_SUCCESS_DELAY_MS);
      timers.current.add(timer);
    },
    [queryClient],
  );
  return { hidden, removed };
}
