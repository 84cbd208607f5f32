import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextRetryStep, useRetry } from './use-retry';

describe('retry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('decides each step', () => {
    expect(nextRetryStep(true, 5, 20)).toBe('done');
    expect(nextRetryStep(false, 19, 20)).toBe('retry');
    expect(nextRetryStep(false, 20, 20)).toBe('limit');
  });

  it('stays closed until the trigger holds and data has arrived', () => {
    const refetch = vi.fn();
    const { result, rerender } = renderHook(
      (p: { trigger: boolean; data?: string }) => useRetry<string>({ ...p, done: () => false, refetch }),
      { initialProps: { trigger: true } as { trigger: boolean; data?: string } },
    );
    expect(result.current.open).toBe(false);
    rerender({ trigger: true, data: 'RUNNING' });
    expect(result.current.open).toBe(true);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('collects again up to the limit, then completes', () => {
    const refetch = vi.fn();
    const onComplete = vi.fn();
    const { result } = renderHook(() =>
      useRetry({
        trigger: true,
        data: 'RUNNING',
        done: () => false,
        refetch,
        retryLimit: 3,
        intervalMs: 100,
        onComplete,
      }),
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(refetch).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ open: false, complete: true, outcome: 'limit' });
    expect(onComplete).toHaveBeenCalledWith('limit');
  });

  it('closes and completes when the break condition holds', () => {
    const refetch = vi.fn();
    const { result, rerender } = renderHook(
      (p: { data: string }) =>
        useRetry({ trigger: true, data: p.data, done: (d) => d === 'SUCCEEDED', refetch, intervalMs: 100 }),
      { initialProps: { data: 'RUNNING' } },
    );
    act(() => vi.advanceTimersByTime(150));
    rerender({ data: 'SUCCEEDED' });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toMatchObject({ open: false, complete: true, outcome: 'done' });
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('judges the break condition on data collected after the trigger', () => {
    const refetch = vi.fn();
    const { result } = renderHook(() =>
      useRetry({ trigger: true, data: 'SUCCEEDED', done: (d) => d === 'SUCCEEDED', refetch, intervalMs: 100 }),
    );
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toMatchObject({ open: false, outcome: 'done' });
  });
});
