import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseConfigurationState } from '../utils/status-store';
import { closeDelayMs, tipIndexAt } from '../utils/overlay-timing';
import { useOverlayTimeline } from './use-overlay-timeline';

const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);

describe('overlay timing (spec 1 section 4.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it('stays closed when it never had to open', () => {
    const { result } = renderHook(() => useOverlayTimeline({ status: 'COMPLETED' }));
    expect(result.current.open).toBe(false);
  });

  it('shows the banner for 2 s, then rotates the tips every 2 s, with the ring at 40', () => {
    const { result } = renderHook(() => useOverlayTimeline({ status: 'IN_PROGRESS', openedAt: T0 }));
    expect(result.current).toMatchObject({ open: true, banner: true, rotation: 0, progress: 40, complete: false });
    advance(1999);
    expect(result.current.banner).toBe(true);
    advance(1);
    expect(result.current).toMatchObject({ banner: false, rotation: 0 });
    advance(2000);
    expect(result.current.rotation).toBe(1);
    advance(4000);
    expect(result.current.rotation).toBe(3);
    expect(result.current.progress).toBe(40);
  });

  it('raises the ring to 100 after 100 ms and says Complete! at once after a late completion', () => {
    let state: BaseConfigurationState = { status: 'IN_PROGRESS', openedAt: T0 };
    const { result, rerender } = renderHook(() => useOverlayTimeline(state));
    advance(12_000);
    state = { status: 'COMPLETED', openedAt: T0, completedAt: Date.now() };
    rerender();
    advance(99);
    expect(result.current).toMatchObject({ progress: 40, complete: false });
    advance(1);
    expect(result.current).toMatchObject({ progress: 100, complete: true, open: true });
    state = { ...state, closed: true };
    rerender();
    expect(result.current.open).toBe(false);
  });

  // Defect 8 (issue 22): the work usually completes in about a second, and 'Complete!' then replaced the banner
  // for the rest of the 9 s, so no tip was ever seen.
  it('keeps rotating the tips after an early completion and says Complete! only in the last 3 s', () => {
    let state: BaseConfigurationState = { status: 'IN_PROGRESS', openedAt: T0 };
    const { result, rerender } = renderHook(() => useOverlayTimeline(state));
    advance(1200);
    state = { status: 'COMPLETED', openedAt: T0, completedAt: Date.now() };
    rerender();
    advance(100);
    expect(result.current).toMatchObject({ progress: 100, complete: false, banner: true });
    advance(700); // 2 s after opening
    expect(result.current).toMatchObject({ banner: false, rotation: 0, complete: false });
    advance(2000);
    expect(result.current).toMatchObject({ rotation: 1, complete: false });
    advance(1999); // 5.999 s
    expect(result.current.complete).toBe(false);
    advance(1); // 6 s: 3 s before the overlay closes at 9 s
    expect(result.current).toMatchObject({ complete: true, banner: false, open: true });
  });

  it('computes the close delay and the tip in turn', () => {
    expect(closeDelayMs(0, 1000)).toBe(8000);
    expect(closeDelayMs(0, 6000)).toBe(3000);
    expect(closeDelayMs(0, 20_000)).toBe(3000);
    expect(tipIndexAt(0, 4)).toBe(0);
    expect(tipIndexAt(3999, 4)).toBe(0);
    expect(tipIndexAt(4000, 4)).toBe(1);
    expect(tipIndexAt(2000 + 2000 * 4, 4)).toBe(0);
  });
});
