/**
 * Drawing in steps (issue 18): Preact renders a tree in one task, and the signed-in shell's first render with its
 * page was one task of about 950 ms on Lighthouse's 4x slower phone CPU. A <RenderStep> shows its `fallback` (a
 * skeleton that keeps the space, or nothing below the fold) and renders its children in a task of its own, after
 * the steps mounted before it, one step a task, so the browser can paint and answer input in between. Once its
 * children are in, a step renders them as is: re-renders and later navigations are not delayed.
 */
import { useEffect, useState, type ReactNode } from 'react';

declare const scheduler: { postTask?(task: () => void): Promise<void> } | undefined;

/** A task of its own: the scheduler's where there is one (Chromium), a timer elsewhere. */
const nextTask = () =>
  typeof scheduler !== 'undefined' && scheduler.postTask
    ? scheduler.postTask(() => {})
    : new Promise<void>((resolve) => setTimeout(resolve));

/** The steps waiting for their task, in mounting order. */
const queue: Array<() => void> = [];
let pumping = false;

async function pump() {
  pumping = true;
  try {
    while (queue.length) {
      await nextTask();
      // The step renders in this task's microtasks (Preact's render queue), steps inside it join the queue.
      queue.shift()?.();
    }
  } finally {
    pumping = false;
  }
}

function enqueue(run: () => void) {
  queue.push(run);
  if (!pumping) void pump();
}

export function RenderStep({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let active = true;
    enqueue(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [ready]);
  return ready ? children : fallback;
}
