/**
 * What the initialization overlay shows over time (spec 1 sections 2.8, 4.4, 9): open while IN_PROGRESS and until
 * the store says it closed (3 s after completion, shown at least 9 s); the banner for the first 2 s, then a tip every
 * 2 s; the progress ring at 40, rising to 100 100 ms after completion; 'Complete!' for the last 3 s before closing.
 * Work that completes early (often in about a second) keeps the tips going until then, so they are always seen.
 */
import { useEffect, useState } from 'react';
import type { BaseConfigurationState } from '../utils/status-store';
import { closeDelayMs, OVERLAY_TIMING as T } from '../utils/overlay-timing';

export interface OverlayTimeline {
  open: boolean;
  banner: boolean;
  /** How many tip rotations have happened (the tip shown is this modulo the number of tips). */
  rotation: number;
  progress: number;
  /** 'Complete!' shows instead of the tips. */
  complete: boolean;
}

export function useOverlayTimeline({ openedAt, completedAt, closed }: BaseConfigurationState): OverlayTimeline {
  const [banner, setBanner] = useState(true);
  const [rotation, setRotation] = useState(0);
  const [progress, setProgress] = useState<number>(T.progressStart);
  const [complete, setComplete] = useState(false);

  useEffect(() => {
    if (openedAt === undefined) return;
    const bannerTimer = setTimeout(() => setBanner(false), T.bannerMs);
    let rotateTimer: ReturnType<typeof setInterval> | undefined;
    const startTimer = setTimeout(() => {
      rotateTimer = setInterval(() => setRotation((r) => r + 1), T.tipRotationMs);
    }, T.bannerMs);
    return () => {
      clearTimeout(bannerTimer);
      clearTimeout(startTimer);
      if (rotateTimer) clearInterval(rotateTimer);
    };
  }, [openedAt]);

  useEffect(() => {
    if (openedAt === undefined || completedAt === undefined) return;
    const progressTimer = setTimeout(() => setProgress(T.progressEnd), T.progressDelayMs);
    const completeInMs = closeDelayMs(openedAt, completedAt) - T.closeAfterCompletionMs;
    const completeTimer = setTimeout(() => setComplete(true), Math.max(T.progressDelayMs, completeInMs));
    return () => {
      clearTimeout(progressTimer);
      clearTimeout(completeTimer);
    };
  }, [openedAt, completedAt]);

  return { open: openedAt !== undefined && !closed, banner: banner && !complete, rotation, progress, complete };
}
