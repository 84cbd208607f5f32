/**
 * Long tasks of a page load from a Chrome trace (categories toplevel, devtools.timeline): the renderer main thread's
 * top-level tasks, each with its wall time and its thread (CPU) time. Under a CPU throttle the wall time also holds
 * waits for a core on a busy machine; the thread time does not, so the long tasks' thread time compares builds
 * measured while other work runs. Chromium's CPU throttle spins on the thread, so its thread time already holds the
 * slowdown. Lighthouse's mobile preset runs unthrottled and multiplies each task by 4: `scale` = 4 / the throttle
 * used brings either run to that. A task is long when its scaled thread time is over 50 ms (Lighthouse counts wall
 * time); `blocking` is Lighthouse's TBT formula over the scaled thread times.
 */
import fs from 'node:fs/promises';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

export interface LongTasks {
  /** Tasks over 50 ms of scaled thread time. */
  count: number;
  /** Scaled thread (CPU) time of those tasks, ms. */
  cpu: number;
  /** Sum over the long tasks of their scaled thread time less 50 ms: a TBT that the machine's load does not inflate. */
  blocking: number;
  /** The same after the first contentful paint: what Lighthouse's TBT counts. */
  blockingAfterFcp: number;
  /** The longest tasks by scaled thread time: `cpu ms (wall ms) what`. */
  top: string[];
}

/** The events' own label for a task: the script it evaluates, the timer or event it runs, or its name. */
function label(children: TraceEvent[]): string {
  const first = children.find((e) => e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask');
  if (!first) return 'task';
  const url = first.args?.data?.url;
  return url ? `${first.name} ${url.replace(/^.*\//, '')}` : first.name;
}

export async function longTasks(traceFile: string, scale: number): Promise<LongTasks> {
  const { traceEvents } = JSON.parse(await fs.readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of traceEvents) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  // The page's renderer is the busiest main thread (the sign-in tab of the same context idles meanwhile).
  const busiest = [...byThread.values()].sort(
    (a, b) => b.reduce((n, e) => n + (e.tdur ?? 0), 0) - a.reduce((n, e) => n + (e.tdur ?? 0), 0),
  )[0];
  const events = (busiest ?? []).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks: { ts: number; wall: number; cpu: number; what: string }[] = [];
  for (let i = 0; i < events.length;) {
    const top = events[i];
    const end = top.ts + (top.dur ?? 0);
    let j = i + 1;
    while (j < events.length && events[j].ts < end) j++;
    // The outermost event of a task (RunTask or ThreadControllerImpl::RunTask, whichever the sort put first).
    tasks.push({
      ts: top.ts,
      wall: (top.dur ?? 0) / 1000,
      cpu: ((top.tdur ?? 0) / 1000) * scale,
      what: label(events.slice(i + 1, j)),
    });
    i = j;
  }
  const long = tasks.filter((t) => t.cpu > 50);
  return {
    count: long.length,
    cpu: long.reduce((n, t) => n + t.cpu, 0),
    blocking: long.reduce((n, t) => n + t.cpu - 50, 0),
    blockingAfterFcp: long.filter((t) => t.ts >= fcp).reduce((n, t) => n + t.cpu - 50, 0),
    top: [...tasks]
      .sort((a, b) => b.cpu - a.cpu)
      .slice(0, 6)
      .map((t) => `${t.cpu.toFixed(0)} (${t.wall.toFixed(0)}) ${t.what}`),
  };
}
