/**
 * Overlay timings (spec 1 sections 4.4 and 9): a banner for 2 s, tips rotating every 2 s, progress from 40 to 100
 * 100 ms after completion, and closing 3 s after completion once the overlay has been shown for at least 9 s.
 */
export const OVERLAY_TIMING = {
  bannerMs: 2000,
  tipRotationMs: 2000,
  minimumShownMs: 9000,
  closeAfterCompletionMs: 3000,
  progressDelayMs: 100,
  progressStart: 40,
  progressEnd: 100,
} as const;

/** Milliseconds from completion until the overlay closes. */
export const closeDelayMs = (openedAt: number, completedAt: number): number =>
  Math.max(OVERLAY_TIMING.closeAfterCompletionMs, openedAt + OVERLAY_TIMING.minimumShownMs - completedAt);

/** The tip shown after the overlay has been open this long (the banner first, then every tip in turn). */
export const tipIndexAt = (elapsedMs: number, tipCount: number): number =>
  tipCount === 0
    ? 0
    : Math.floor(Math.max(0, elapsedMs - OVERLAY_TIMING.bannerMs) / OVERLAY_TIMING.tipRotationMs) % tipCount;
