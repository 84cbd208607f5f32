/**
 * After a delete, the lists refresh 3 s later (spec 2 section 2.9); until then the deleted rows are hidden here.
 * Timers are cleared when the page goes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { DELETE_SUCCESS_DELAY_MS } from '@dc/contracts';
import { useDelayed } from '../../../shared/lib/use-delayed';
import { subscriptionKeys } from '../api/keys';

export function useDelayedRefresh() {
  const queryClient = useQueryClient();
  const later = useDelayed();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const refresh = useCallback(
    async (subscriptionId: string) => {
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      // The fresh lists no longer hold it.
      setHidden((s) => {
        const next = new Set(s);
        next.delete(subscriptionId);
        return next;
      });
    },
    [queryClient],
  );
  const removed = useCallback(
    (subscriptionId: string) => {
      setHidden((s) => new Set(s).add(subscriptionId));
      later(() => void refresh(subscriptionId), DELETE_SUCCESS_DELAY_MS);
    },
    [later, refresh],
  );
  return { hidden, removed };
}
