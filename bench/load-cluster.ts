/**
 * Two server instances on one PostgreSQL behind nginx (figures, never assertions): both started at once on a
 * fresh database (migrations, queue schema and demo world race), requests round-robin through nginx, then
 * - N mails sent through nginx: each instance delivers through its own relay, and the relays together receive
 *   exactly N distinct messages (shared queue, nothing sent twice), split between the instances;
 * - M lint jobs through nginx, one lint worker per instance: each job runs once (attempts 1), and two run at once.
 * The PostgreSQL is BENCH_DATABASE_URL (a role that may create databases) or a server the bench starts.
 * Needs nginx (apt-get install -y nginx); skipped with the reason printed when it is missing.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { LINTER_TEAM_HEADER, TEMPLATE_TEAM_HEADER } from '@dc/contracts';
import { freePort, startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { createLogger } from '../apps/server/src/platform/logging.js';
import { generateOpenApiText } from '../apps/server/src/modules/linter/test-specs.js';
import { makeDataDir, startChildServer, type ChildServer } from '../apps/server/src/test/security/child-server.js';
import { cannon, demoContext, mainRoutes, printFigures, type DemoContext } from './load-kit.js';
import { NGINX, startNginx } from './load-nginx.js';

const MAILS = 200;
const LINTS = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An SMTP relay per instance: which instance delivered each Message-ID. */
async function relay(name: string, received: Array<{ by: string; id: string }>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _s, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        received.push({ by: name, id: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)' });
        cb();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function database(): Promise<{ url: string; stop(): Promise<void> }> {
  const name = `dc_bench_cluster_${randomBytes(4).toString('hex')}`;
  let admin = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => undefined as unknown;
  let dir: string | undefined;
  if (!admin) {
    dir = await makeDataDir('dc-bench-pg-');
    const embedded = await startEmbeddedPostgres({ dataDir: dir, port: 0, log: createLogger('warn') });
    admin = embedded.url;
    stopServer = embedded.stop;
  }
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await d.end();
      await stopServer();
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function jobsAreShared(base: string, ctx: DemoContext, db: pg.Pool, received: Array<{ by: string; id: string }>) {
  const staff = { authorization: `Bearer ${ctx.staff}` };
  // Mails: one recipient each, 10 senders at once through nginx.
  const messageIds: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = next++; i < MAILS; i = next++) {
        const res = await fetch(`${base}/api/email/send`, {
          method: 'POST',
          headers: { ...staff, [TEMPLATE_TEAM_HEADER]: ctx.platformTeam, 'content-type': 'application/json' },
          body: JSON.stringify({
            template: ctx.templateId,
            to: `cluster.${i}@example.com`,
            template_variables: { name: `Reader ${i}`, url: 'https://console.example.com' },
          }),
        });
        const body = (await res.json()) as { messages?: { message_id: string }[] };
        messageIds.push(...(body.messages ?? []).map((m) => m.message_id));
      }
    }),
  );
  const mine = () => received.filter((r) => messageIds.includes(r.id));
  while (performance.now() - started < 180_000) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM mail_messages WHERE message_id = ANY($1) AND status = 'SENT'`,
      [messageIds],
    );
    if (rows[0].n === messageIds.length) break;
    await sleep(200);
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(3000); // a late duplicate would arrive now
  const got = mine();
  const distinct = new Set(got.map((r) => r.id)).size;
  const by = (n: string) => got.filter((r) => r.by === n).length;
  console.log(
    `  mail: ${messageIds.length} queued through nginx (202); the relays received ${got.length} messages, ` +
      `${distinct} distinct, ${got.length - distinct} twice; delivered by instance A ${by('A')}, B ${by('B')} ` +
      `(${seconds.toFixed(1)} s)`,
  );

  // Lint jobs: one worker per instance, so two running at once means both instances work on the one queue.
  const spec = generateOpenApiText(20_000);
  const refs: string[] = [];
  for (let i = 0; i < LINTS; i++) {
    const form = new FormData();
    form.append('file', new Blob([spec], { type: 'text/plain' }), `cluster-${i}.yaml`);
    const res = await fetch(`${base}/api/linter/specs/linter`, {
      method: 'POST',
      headers: { ...staff, [LINTER_TEAM_HEADER]: ctx.platformTeam },
      body: form,
    });
    refs.push(((await res.json()) as { referenceId: string }).referenceId);
  }
  let maxRunning = 0;
  const lintStart = performance.now();
  for (;;) {
    const { rows } = await db.query<{ running: number; done: number }>(
      `SELECT count(*) FILTER (WHERE status = 'RUNNING')::int AS running,
              count(*) FILTER (WHERE status IN ('SUCCEEDED', 'FAILED'))::int AS done
         FROM lint_jobs WHERE id = ANY($1)`,
      [refs],
    );
    maxRunning = Math.max(maxRunning, rows[0].running);
    if (rows[0].done === refs.length || performance.now() - lintStart > 300_000) break;
    await sleep(50);
  }
  const { rows: jobs } = await db.query<{ status: string; attempts: number }>(
    'SELECT status, attempts FROM lint_jobs WHERE id = ANY($1)',
    [refs],
  );
  const queueState = () =>
    db.query<{ retries: number; open: number }>(
      `SELECT coalesce(sum(retry_count), 0)::int AS retries, count(*) FILTER (WHERE state < 'completed')::int AS open
         FROM pgboss.job WHERE data->>'jobId' = ANY($1)`,
      [refs],
    );
  // pg-boss marks a job completed just after its handler returned.
  let { rows: boss } = await queueState();
  for (let i = 0; i < 50 && boss[0].open > 0; i++) {
    await sleep(100);
    ({ rows: boss } = await queueState());
  }
  const count = (f: (j: (typeof jobs)[number]) => boolean) => jobs.filter(f).length;
  console.log(
    `  lint: ${refs.length} jobs through nginx; ${count((j) => j.status === 'SUCCEEDED')} SUCCEEDED, ` +
      `${count((j) => j.attempts === 1)} ran exactly once (attempts = 1), queue retries ${boss[0].retries}, ` +
      `open ${boss[0].open}; at most ${maxRunning} running at once with one lint worker per instance ` +
      `(${((performance.now() - lintStart) / 1000).toFixed(1)} s)`,
  );
}

export async function runClusterBench(seconds: number) {
  console.log('\n# Two instances on one PostgreSQL behind nginx (round robin)');
  if (!NGINX) {
    console.log('  skipped: nginx is not installed (apt-get install -y nginx)');
    return;
  }
  const db = await database();
  const received: Array<{ by: string; id: string }> = [];
  const relays = { A: await relay('A', received), B: await relay('B', received) };
  const dirs = { A: await makeDataDir('dc-bench-a-'), B: await makeDataDir('dc-bench-b-') };
  const nginxDir = await makeDataDir('dc-bench-nginx-');
  const [front, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${front}`;
  const env = (name: 'A' | 'B') => ({
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATA_DIR: dirs[name],
    PUBLIC_URL: base,
    TRUST_PROXY: '127.0.0.1',
    SECRET_KEY: 'bench-cluster-secret-key-0123456789abcdef',
    DEMO: 'true',
    SMTP_URL: relays[name].url,
    MQTT_INGEST_CLIENT_ID: `bench-${name}`,
    LINT_WORKERS: '1',
  });
  const servers: ChildServer[] = [];
  let nginx: ChildProcess | undefined;
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  try {
    // Both at once on an empty database: migrations, the queue's schema and the demo world must not collide.
    const started = performance.now();
    const starts = await Promise.allSettled([startChildServer(portA, env('A')), startChildServer(portB, env('B'))]);
    for (const s of starts) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of starts) if (s.status === 'rejected') throw s.reason;
    const [{ users }] = (await pool.query(`SELECT count(*)::int AS users FROM users`)).rows;
    console.log(
      `  both instances up in ${((performance.now() - started) / 1000).toFixed(1)} s (started together; ${users} users in the demo world)`,
    );
    nginx = await startNginx(nginxDir, front, [portA, portB]);
    const seen = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const upstream = (await fetch(`${base}/healthz`)).headers.get('x-upstream') ?? '?';
      seen.set(upstream, (seen.get(upstream) ?? 0) + 1);
    }
    console.log(`  nginx spreads requests: ${[...seen].map(([u, n]) => `${u} ${n}`).join(', ')} (of 20)`);
    const ctx = await demoContext(base, async (sql) => (await pool.query(sql)).rows);
    const routes = mainRoutes(ctx).filter((r) => /applications/.test(r.path));
    const rows = [];
    for (const r of routes) rows.push(await cannon(base, { ...r, label: `${r.label} (via nginx)` }, seconds));
    printFigures(rows);
    await jobsAreShared(base, ctx, pool, received);
  } finally {
    await pool.end();
    if (nginx) {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx!.once('exit', r));
    }
    for (const s of servers) {
      s.proc.kill('SIGTERM');
      await s.exited;
    }
    await relays.A.close();
    await relays.B.close();
    await db.stop();
    for (const d of [...Object.values(dirs), nginxDir]) await fs.rm(d, { recursive: true, force: true });
  }
}
