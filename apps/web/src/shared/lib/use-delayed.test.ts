import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayed } from './use-delayed';

describe('useDelayed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the function after the delay', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDelayed());
    act(() => result.current(fn, 3000));
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('drops pending timers when the component goes', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDelayed());
    act(() => result.current(fn, 3000));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});
