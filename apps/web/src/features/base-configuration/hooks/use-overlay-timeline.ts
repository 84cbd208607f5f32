/**
 * What the initialization overlay shows over time (spec 1 sections 2.8, 4.4, 9): open while IN_PROGRESS and until
 * it closes (3 s after completion, shown at least 9 s); the banner for the first 2 s, then a tip every 2 s; the
 * progress ring at 40, rising to 100 100 ms after completion.
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
  complete: boolean;
}

export function useOverlayTimeline({ openedAt, completedAt }: BaseConfigurationState): OverlayTimeline {
  const [banner, setBanner] = useState(true);
  const [rotation, setRotation] = useState(0);
  const [progress, setProgress] = useState<number>(T.progressStart);
  const [closed, setClosed] = useState(false);

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
    const closeTimer = setTimeout(() => setClosed(true), closeDelayMs(openedAt, completedAt));
    return () => {
      clearTimeout(progressTimer);
      clearTimeout(closeTimer);
    };
  }, [openedAt, completedAt]);

  return {
    open: openedAt !== undefined && !closed,
    banner,
    rotation,
    progress,
    complete: progress === T.progressEnd,
  };
}
