/**
 * The prerendered landing page takes over its drawing in steps (issue 18): hydrating it whole was one task of about
 * 450 ms on Lighthouse's 4x slower phone CPU, all of it blocking time. A <HydrationStep> during that take-over keeps
 * its part as drawn (Preact's suspended hydration holds the element) and hydrates it in a task of its own, one step
 * after another, so each task stays short. Outside the take-over, and once it is done, it renders its children as is.
 * Its children draw exactly one element: Preact keeps one node for a suspended part.
 */
import { Component, Suspense, type ReactNode } from 'react';

interface Ticket {
  done: boolean;
  promise: Promise<void>;
  resolve(): void;
}

/** The steps waiting for their task while a take-over runs; undefined otherwise. */
let waiting: Ticket[] | undefined;

function ticket(): Ticket {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  const t: Ticket = { done: false, promise, resolve: () => ((t.done = true), resolve()) };
  waiting!.push(t);
  return t;
}

class Step extends Component<{ children: ReactNode }> {
  private ticket?: Ticket;

  override render() {
    if (waiting && !this.ticket) this.ticket = ticket();
    if (this.ticket && !this.ticket.done) throw this.ticket.promise;
    return this.props.children;
  }
}

export function HydrationStep({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Step>{children}</Step>
    </Suspense>
  );
}

/** A task of its own: a message is not clamped like nested timers. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Runs `hydrate` (the first pass: everything outside the steps) with the steps held, then each step in a task of
 * its own, in the page's order (steps inside steps after those found before them). Resolves when all are live.
 */
export async function hydrateInSteps(hydrate: () => void): Promise<void> {
  waiting = [];
  try {
    hydrate();
    for (;;) {
      // A new task each time, after the last step's render (its microtasks) found the steps inside it.
      await nextTask();
      const step = waiting.shift();
      if (!step) break;
      // Preact hydrates the part in this task's microtasks (the promise's handlers, then its render queue).
      step.resolve();
    }
  } finally {
    waiting = undefined;
  }
}
