/**
 * The window bench's HTTP client in a process of its own (as a browser or another service is): its requests, gzip
 * decoding, JSON parsing and garbage collection neither share the server's event loop nor show up as server latency.
 * A lean client (node:http on kept-alive connections, as load tools such as autocannon are): on two cores the client
 * shares the CPU with the server and PostgreSQL, and Node's fetch cost ~3.5 ms of CPU per request, all of it inside
 * each measured latency (BENCH_WINDOW_FETCH=1 measures with fetch). The parent sends {url, token, clientIds,
 * queries} once and gets the figures back.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

const SPAN_MS = 7 * 24 * 3_600_000;

interface Job {
  url: string;
  token: string;
  clientIds: string[];
  queries: number;
  /** Windows end in the week before this (when the events were seeded). */
  seededAt: number;
}
export interface ClientFigures {
  /** Sequential requests (one at a time, after 20 warm-up ones), milliseconds, in the order made. */
  latencies: number[];
  rowsSeen: number;
  /** Requests per second with 10 in flight. */
  rps: number;
  /** This process's CPU time per sequential request: what the client cost the server's thread when it ran there. */
  cpuMsPerRequest: number;
}

export async function runWindowClient(job: Job): Promise<ClientFigures> {
  const child = fork(new URL(import.meta.url).pathname, ['--child'], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) =>
      'error' in (m as object) ? reject(new Error((m as { error: string }).error)) : resolve(m as ClientFigures),
    );
    child.once('exit', (code) => reject(new Error(`window client exited (${code})`)));
    child.send(job);
  });
}

/** A first page of a random device's random 1-hour window in the past week. */
async function onePage({ url, token, clientIds, seededAt }: Job) {
  const clientId = clientIds[Math.floor(Math.random() * clientIds.length)];
  const end = seededAt - Math.random() * (SPAN_MS - 3_600_000);
  const q = `clientId=${clientId}&startDateUtc=${new Date(end - 3_600_000).toISOString()}&endDateUtc=${new Date(end).toISOString()}`;
  const t = performance.now();
  const { status, body } = await get(`${url}/api/iot/events?${q}`, token);
  if (status !== 200) throw new Error(`events query answered ${status}`);
  return { ms: performance.now() - t, size: (body as { resultSet: unknown[] }).resultSet.length };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });

/** GET with the bearer token; the answer gzip-decoded (as fetch asks: gzip, deflate) and parsed. */
async function get(target: string, token: string): Promise<{ status: number; body: unknown }> {
  if (process.env.BENCH_WINDOW_FETCH) {
    const res = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  }
  return new Promise((resolve, reject) => {
    const req = http.get(target, { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
  });
}

async function measure(job: Job): Promise<ClientFigures> {
  for (let i = 0; i < 20; i++) await onePage(job); // warm-up
  const latencies: number[] = [];
  let rowsSeen = 0;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < job.queries; i++) {
    const r = await onePage(job);
    latencies.push(r.ms);
    rowsSeen += r.size;
  }
  const cpu = process.cpuUsage(cpu0);
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (done < job.queries) {
        done++;
        await onePage(job);
      }
    }),
  );
  return {
    latencies,
    rowsSeen,
    rps: job.queries / ((performance.now() - started) / 1000),
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / job.queries,
  };
}

if (process.argv.includes('--child')) {
  process.once('message', (job: Job) => {
    measure(job).then(
      (figures) => process.send!(figures, () => process.exit(0)),
      (err: Error) => process.send!({ error: err.message }, () => process.exit(1)),
    );
  });
}
