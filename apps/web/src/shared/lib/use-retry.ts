/**
 * The retry behind the shared retry dialog (spec 3 section 4): it opens when its trigger holds and data has
 * arrived; it collects data again up to retryLimit (default 20) times, then marks itself complete; it closes and
 * completes as soon as its break condition holds.
 */
import { useEffect, useRef, useState } from 'react';
import { RETRY_LIMIT } from '@dc/contracts';

export interface RetryOptions<T> {
  trigger: boolean;
  data?: T;
  /** The break condition: the awaited state has arrived. */
  done(data: T): boolean;
  /** Collects data again. */
  refetch(): unknown;
  retryLimit?: number;
  intervalMs?: number;
  onComplete?(outcome: RetryOutcome): void;
}

export type RetryOutcome = 'done' | 'limit';

export interface RetryState {
  open: boolean;
  attempts: number;
  complete: boolean;
  outcome?: RetryOutcome;
}

/** One step of the loop: finished, out of tries, or collect again. */
export function nextRetryStep(done: boolean, attempts: number, retryLimit: number): RetryOutcome | 'retry' {
  if (done) return 'done';
  return attempts >= retryLimit ? 'limit' : 'retry';
}

export function useRetry<T>({
  trigger,
  data,
  done,
  refetch,
  retryLimit = RETRY_LIMIT,
  intervalMs = 1000,
  onComplete,
}: RetryOptions<T>): RetryState {
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<RetryOutcome>();
  const count = useRef(0);
  const latest = useRef({ data, done, refetch, onComplete });
  latest.current = { data, done, refetch, onComplete };
  const active = trigger && data !== undefined && !outcome;

  useEffect(() => {
    if (!active) return;
    const tick = () => {
      const { data: d, done: isDone, refetch: again, onComplete: finished } = latest.current;
      // The first step always collects again: the data at hand may predate the trigger (e.g. a list read before an
      // activation started), so the break condition is judged on fresh data only.
      const fresh = count.current > 0 || retryLimit === 0;
      const step = fresh ? nextRetryStep(d !== undefined && isDone(d), count.current, retryLimit) : 'retry';
      if (step === 'retry') {
        count.current += 1;
        setAttempts(count.current);
        void again();
        return;
      }
      clearInterval(timer);
      setOutcome(step);
      finished?.(step);
    };
    const timer = setInterval(tick, intervalMs);
    tick();
    return () => clearInterval(timer);
  }, [active, retryLimit, intervalMs]);

  return { open: active, attempts, complete: !!outcome, ...(outcome ? { outcome } : {}) };
}
