/**
 * When a lint worker lints its warm-up documents: one at a time, only while no job waits, so a job waits for at most
 * the one document being linted when it arrives. A document's lint cannot be cut short (a first Ajv compile is one
 * synchronous call), so the costly ones wait for a longer idle time: the AsyncAPI documents compile their document
 * schemas (~0.6 s and ~1 s of CPU for AsyncAPI 2.6 and 3.0 on this machine, against 20-180 ms for each OpenAPI one),
 * and run only once the worker has been idle for `lateIdleMs`, which keeps them out of the seconds after a start,
 * when a first job is most likely to arrive (the bench's first upload came 2.7 s after the worker started and landed
 * on AsyncAPI 3's compile under load).
 */
export interface WarmUpSchedule {
  /** A job arrived: no warm-up document starts until it is done. */
  jobArrived(): void;
  /** A job is done: the warm-up resumes when the worker is idle. */
  jobDone(): void;
}

export interface WarmUpOptions<D> {
  documents: D[];
  /** A document that waits for the longer idle time. */
  late: (document: D) => boolean;
  lateIdleMs: number;
  /** Lints one document (through the worker's queue, so it never overlaps a job). */
  lint: (document: D) => Promise<void>;
  now?: () => number;
}

export function scheduleWarmUp<D>(options: WarmUpOptions<D>): WarmUpSchedule {
  const { late, lateIdleMs, lint, now = () => performance.now() } = options;
  const left = [...options.documents];
  let jobs = 0;
  let idleSince = now();
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const next = () => {
    clearTimeout(timer);
    timer = undefined;
    if (jobs > 0 || running || left.length === 0) return;
    const wait = late(left[0]) ? idleSince + lateIdleMs - now() : 0;
    if (wait > 0) {
      timer = setTimeout(next, wait);
      return;
    }
    running = true;
    void lint(left.shift()!).finally(() => {
      running = false;
      setImmediate(next);
    });
  };
  setImmediate(next);

  return {
    jobArrived() {
      jobs++;
      clearTimeout(timer);
    },
    jobDone() {
      jobs--;
      idleSince = now();
      setImmediate(next);
    },
  };
}
