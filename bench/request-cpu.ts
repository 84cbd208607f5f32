/**
 * Issue 20 item 6: CPU per request of the measured reads (users/me, the gallery list, the applications list), for
 * the server process and for PostgreSQL, read from /proc around a fixed number of requests at 50 connections. Wall
 * figures (req/s) swing with whatever else the machine runs; CPU seconds per request do much less, so this is the
 * figure to compare before/after a change. With `--profile DIR` the server runs under --cpu-prof and the samples
 * taken while the measured requests ran are summed per function and per file (where the time goes).
 * Standalone: node --import tsx bench/request-cpu.ts [--requests 4000] [--rounds 2] [--roots A,B] [--profile DIR]
 * [--targets users/me,gallery list] (the targets measured; all three by default)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import { fork } from 'node:child_process';
import { connectToDataDir, makeDataDir, postmasterPid } from '../apps/server/src/test/security/child-server.js';
import { demoContext } from './load-kit.js';
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const TICK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime + stime of a process, in seconds (with `reaped`, also of its children that ended: cutime + cstime). */
function cpuOf(pid: number, reaped = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 14-17 of stat
    return (Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0)) / TICK;
  } catch {
    return 0; // ended meanwhile
  }
}

/** CPU seconds of every process whose parent is `ppid` (PostgreSQL's backends and workers), plus ppid itself. */
function treeCpu(ppid: number): number {
  let sum = cpuOf(ppid, true);
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[1]) === ppid) sum += (Number(f[11]) + Number(f[12])) / TICK;
    } catch {
      // ended meanwhile
    }
  }
  return sum;
}

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

interface Window {
  name: string;
  from: number; // CLOCK_MONOTONIC, microseconds (as V8's profile timestamps)
  to: number;
}

/**
 * The server of a checkout (`root`) as a child process through tsx (as child-server.ts starts it, with --cpu-prof
 * when profiling: not allowed in NODE_OPTIONS), on its own embedded PostgreSQL with the demo world.
 */
async function startServer(root: string, profileDir: string | undefined) {
  const dataDir = await makeDataDir('dc-bench-cpu-');
  const port = await freePort();
  const prof = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=250'] : [];
  const proc = fork(path.join(root, 'apps/server/src/server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', ...prof],
    silent: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MQTT_PORT: '0',
      WEB_DIST: '/nonexistent-web-dist',
      IOT_SIMULATE: 'false',
      DATA_DIR: dataDir,
      DEMO: 'true',
    },
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    proc.on('message', (m: { ready?: boolean }) => m?.ready && resolve());
    void exited.then(() => reject(new Error(`server exited before it was ready:\n${out.slice(-3000)}`)));
  }).catch(async (err: unknown) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  const url = `http://127.0.0.1:${port}`;
  const db = async (sql: string) => {
    const c = await connectToDataDir(dataDir);
    try {
      return (await c.query(sql)).rows as Record<string, string>[];
    } finally {
      await c.end();
    }
  };
  const ctx = await demoContext(url, db);
  const auth = { authorization: `Bearer ${ctx.developer}` };
  const team = { ...auth, [PRODUCT_TEAM_HEADER]: ctx.acmeTeam };
  const targets: Target[] = [
    { name: 'users/me', path: '/api/profiles/users/me', headers: auth },
    { name: 'gallery list', path: '/api/products/products', headers: team },
    { name: 'applications list', path: '/api/apim/applications', headers: team },
  ];
  const stop = async () => {
    proc.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { root, url, proc, pm: postmasterPid(dataDir), targets, stop };
}
type Server = Awaited<ReturnType<typeof startServer>>;

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** One measured run of a target on a server: CPU per request of the server and of its PostgreSQL. */
async function measure(server: Server, t: Target, requests: number) {
  const url = server.url + t.path;
  const node0 = cpuOf(server.proc.pid!);
  const pg0 = treeCpu(server.pm);
  const from = nowUs();
  const r = await autocannon({ url, connections: 50, amount: requests, headers: t.headers });
  const to = nowUs();
  const n = r.requests.total;
  return {
    window: { name: t.name, from, to },
    nodeUs: ((cpuOf(server.proc.pid!) - node0) / n) * 1e6,
    pgUs: ((treeCpu(server.pm) - pg0) / n) * 1e6,
    rps: r.requests.average,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors,
  };
}

/**
 * `--roots A,B`: a server per checkout (say a copy of main and this branch), measured in turn target by target and
 * round by round, so each pair ran under the same load.
 */
async function main() {
  const requests = Number(arg('--requests') ?? 4000);
  const rounds = Number(arg('--rounds') ?? 2);
  const roots = (arg('--roots') ?? path.resolve(import.meta.dirname, '..')).split(',');
  const profileDir = arg('--profile');
  if (profileDir) await fs.mkdir(profileDir, { recursive: true });
  const servers: Server[] = [];
  const windows: Window[] = [];
  try {
    for (const root of roots) servers.push(await startServer(root, roots.length === 1 ? profileDir : undefined));
    console.log(
      `\n# CPU per request, 50 connections, ${requests} requests a run, ${rounds} rounds (us = CPU microseconds)`,
    );
    const only = arg('--targets')?.split(',');
    for (const [i, t] of servers[0].targets.entries()) {
      if (only && !only.includes(t.name)) continue;
      for (const s of servers) {
        const target = s.targets[i];
        const first = await fetch(s.url + target.path, { headers: target.headers });
        if (first.status !== 200) throw new Error(`${s.root} ${t.name}: ${first.status}`);
        await first.text();
        await autocannon({
          url: s.url + target.path,
          connections: 50,
          amount: Math.round(requests / 4),
          headers: target.headers,
        }); // warm-up
      }
      for (let round = 1; round <= rounds; round++) {
        for (const s of servers) {
          const m = await measure(s, s.targets[i], requests);
          windows.push(m.window);
          console.log(
            `  ${t.name.padEnd(18)} r${round} ${path.basename(s.root).padEnd(12)} server ${m.nodeUs.toFixed(0).padStart(5)} us/req` +
              `  PostgreSQL ${m.pgUs.toFixed(0).padStart(5)} us/req | ${m.rps.toFixed(0).padStart(5)} req/s p99 ${String(m.p99).padStart(4)} ms | non-2xx ${m.bad}`,
          );
        }
      }
    }
  } finally {
    for (const s of servers) await s.stop();
  }
  if (profileDir && roots.length === 1) {
    await fs.writeFile(path.join(profileDir, 'windows.json'), JSON.stringify(windows));
    summariseProfiles(profileDir, windows);
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self samples per function and inclusive samples per file (package or source file), per measured window. */
function summariseProfiles(dir: string, windows: Window[]) {
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).size - statSync(b).size)
    .at(-1); // the main thread's (a loader thread writes a small one of its own)
  if (!file) return console.log('  (no profile written)');
  const prof = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const where = (url: string) => {
    const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (m) return m[1];
    const s = url.match(/(apps\/server\/src\/.*|packages\/[^/]+\/src\/.*)$/);
    if (s) return s[1];
    return url.startsWith('node:') ? url : url ? path.basename(url) : '(native/vm)';
  };
  for (const w of windows) {
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    let t = prof.startTime;
    let total = 0;
    for (let i = 0; i < prof.samples.length; i++) {
      t += prof.timeDeltas[i];
      if (t < w.from || t > w.to) continue;
      total++;
      const leaf = byId.get(prof.samples[i])!;
      const key = `${leaf.callFrame.functionName || '(anonymous)'} ${where(leaf.callFrame.url)}:${leaf.callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + 1);
      const seen = new Set<string>();
      for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
        const f = where(byId.get(id)!.callFrame.url);
        if (!seen.has(f)) {
          seen.add(f);
          incl.set(f, (incl.get(f) ?? 0) + 1);
        }
      }
    }
    const top = (m: Map<string, number>, k: number) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([name, c]) => `    ${((100 * c) / total).toFixed(1).padStart(5)}%  ${name}`)
        .join('\n');
    console.log(`\n## ${w.name}: ${total} samples\n  self:\n${top(self, 25)}\n  inclusive by file:\n${top(incl, 40)}`);
  }
}

const again = arg('--summarise'); // DIR: the summary of a profile written before (its windows.json)
(again
  ? Promise.resolve(summariseProfiles(again, JSON.parse(readFileSync(path.join(again, 'windows.json'), 'utf8'))))
  : main()
).catch((err) => {
  console.error(err);
  process.exit(1);
});
