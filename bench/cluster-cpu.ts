/** CPU time of this process and of an embedded PostgreSQL cluster, read from /proc: the benches' per-item cost. */
import { readFileSync, readdirSync } from 'node:fs';

const ticks = (stat: string) => {
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), children: Number(f[13]) + Number(f[14]) };
};

/** CPU milliseconds of a PostgreSQL cluster so far: the postmaster, its live children, and its ended children. */
export function clusterCpuMs(postmaster: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let t: ReturnType<typeof ticks>;
    try {
      t = ticks(readFileSync(`/proc/${entry}/stat`, 'utf8'));
    } catch {
      continue; // ended meanwhile
    }
    if (Number(entry) === postmaster) total += t.own + t.children;
    else if (t.ppid === postmaster) total += t.own;
  }
  return total * 10; // clock ticks of 10 ms (getconf CLK_TCK: 100)
}

/** CPU milliseconds of another process so far (its own, not its children's). */
export function pidCpuMs(pid: number): number {
  return ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')).own * 10;
}

/** CPU milliseconds of this process so far (every thread: user and system). */
export const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU milliseconds of the calling thread so far (the event loop, when called from it): worker threads left out. */
export const threadCpuMs = () => ticks(readFileSync('/proc/thread-self/stat', 'utf8')).own * 10;
