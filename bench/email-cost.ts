/**
 * Where a mail's cost goes (issue 24), figures never assertions: CPU per mail of this process (server, worker, SMTP
 * sink) and of the embedded PostgreSQL cluster (postmaster, its backends and the ones that ended), beside the rate,
 * for one path at a time: `drain` (mails queued in one transaction, the worker alone), `send` (POST /api/email/send, 1
 * mail each, 8 clients) or `bulk` (POST /send/bulk of 100, 2 clients). The machine is shared, so CPU per mail is the
 * figure to compare; `--profile out.cpuprofile` writes a V8 CPU profile of the measured rounds only.
 * node --import tsx bench/email-cost.ts [--mode drain|send|bulk] [--mails 1000] [--rounds 3] [--profile file]
 */
import fs from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBenchServer, withPgStatStatements } from './bench-server.js';
import { postmasterPid } from '../apps/server/src/test/security/child-server.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';
import { clusterCpuMs, processCpuMs, threadCpuMs } from './cluster-cpu.js';
import {
  BENCH_TEMPLATE,
  benchTemplateMail,
  mailBenchEnv,
  mailQueueIdle,
  sinkCount,
  sinkReached,
  valuesOf,
} from './email-seed.js';

async function main() {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string', default: 'drain' },
      mails: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '3' },
      profile: { type: 'string' },
      statements: { type: 'boolean', default: false },
      pgss: { type: 'boolean', default: false },
    },
  });
  // --statements: every statement sent during the measured rounds, counted by its first words.
  const statements = new Map<string, number>();
  let counting = false;
  if (values.statements) {
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (counting) {
        const a = args[0] as string | { text?: string };
        const text = (typeof a === 'string' ? a : (a?.text ?? '?')).replace(/\s+/g, ' ').trim().slice(0, 90);
        statements.set(text, (statements.get(text) ?? 0) + 1);
      }
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  const mode = values.mode as 'drain' | 'send' | 'bulk';
  const mails = Number(values.mails);
  const server = await startBenchServer('email-cost', mailBenchEnv(), {
    prepare: values.pgss ? withPgStatStatements : undefined,
  });
  const { platform, url, dataDir } = server;
  const postmaster = postmasterPid(dataDir);
  const session = new inspector.Session();
  try {
    const ids = await loadDemoWorld(platform);
    const { idToken } = await signIn({ url }, 'staff.admin@example.com', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${idToken}`, team_uuid: ids.platform, 'content-type': 'application/json' };
    const res = await fetch(`${url}/api/templates`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...BENCH_TEMPLATE, name: 'Bench cost' }),
    });
    const template = ((await res.json()) as { template_id: string }).template_id;
    let seq = 0;
    const mail = (i: number) => ({
      template,
      locale: i % 2 ? 'de' : 'en',
      to: `reader${seq++}@bench.example.com`,
      template_variables: valuesOf(i),
    });
    const post = async (route: string, body: unknown) => {
      const r = await fetch(`${url}/api/email${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (r.status !== 202 && r.status !== 200) throw new Error(`${route} answered ${r.status}: ${await r.text()}`);
      await r.arrayBuffer();
    };
    const clients = async (n: number, requests: number, call: (i: number) => Promise<void>) => {
      let next = 0;
      const client = async () => {
        for (let i = next++; i < requests; i = next++) await call(i);
      };
      await Promise.all(Array.from({ length: n }, client));
    };
    // The drain queues the mail a template send makes, rendered (benchTemplateMail): the worker alone.
    let rendered = { subject: '', html: '', text: '' };
    const run = async () => {
      if (mode === 'drain')
        await platform.mail.sendAll(
          Array.from({ length: mails }, () => ({ to: [`drain${seq++}@bench.example.com`], ...rendered })),
        );
      else if (mode === 'send') await clients(8, mails, (i) => post('/send', mail(i)));
      else
        await clients(2, Math.ceil(mails / 100), (b) =>
          post('/send/bulk', { mails: Array.from({ length: 100 }, (_, k) => mail(b * 100 + k)) }),
        );
    };
    // Warm-up: the demo world's mail, one round of 100 (JIT, template compiled).
    await mailQueueIdle(platform.pool);
    {
      const before = await sinkCount(platform.pool);
      await post('/send', mail(0));
      await sinkReached(platform.pool, before, 1, 30_000);
      rendered = await benchTemplateMail();
    }
    if (values.profile) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 500 });
      await session.post('Profiler.start');
    }
    counting = true;
    if (values.pgss) await platform.pool.query('SELECT pg_stat_statements_reset()');
    const total = { node: 0, main: 0, pg: 0, wall: 0, accept: 0 };
    const rounds = Number(values.rounds);
    for (let round = 1; round <= rounds; round++) {
      await mailQueueIdle(platform.pool);
      const before = await sinkCount(platform.pool);
      const cpu0 = processCpuMs();
      const main0 = threadCpuMs();
      const pg0 = clusterCpuMs(postmaster);
      const t0 = performance.now();
      await run();
      const accepted = performance.now() - t0;
      const done = await sinkReached(platform.pool, before, mails, 60_000 + mails * 200);
      const wall = (done ?? NaN) - t0;
      const node = processCpuMs() - cpu0;
      const main = threadCpuMs() - main0;
      const pg = clusterCpuMs(postmaster) - pg0;
      total.node += node;
      total.main += main;
      total.pg += pg;
      total.wall += wall;
      total.accept += accepted;
      console.log(
        `  ${mode} round ${round}: ${((mails / wall) * 1000).toFixed(0)} mails/s end to end, ` +
          `${((mails / accepted) * 1000).toFixed(0)} accepted/s; CPU per mail node ${(node / mails).toFixed(2)} ms ` +
          `(event loop ${(main / mails).toFixed(2)}), ` +
          `PostgreSQL ${(pg / mails).toFixed(2)} ms  (load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
    const n = mails * rounds;
    console.log(
      `  ${mode} all ${rounds}: ${((n / total.wall) * 1000).toFixed(0)} mails/s; CPU per mail node ` +
        `${(total.node / n).toFixed(2)} ms (event loop ${(total.main / n).toFixed(2)}), PostgreSQL ${(total.pg / n).toFixed(2)} ms, sum ` +
        `${((total.node + total.pg) / n).toFixed(2)} ms`,
    );
    counting = false;
    if (values.pgss) {
      const { rows } = await platform.pool.query<{ calls: number; ms: number; wal: number; rows: number; q: string }>(
        `SELECT calls::int, total_exec_time::float8 AS ms, wal_bytes::float8 AS wal, rows::int,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS q
           FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 25`,
      );
      for (const r of rows)
        console.log(
          `  ${(r.ms / n).toFixed(3).padStart(7)} ms/mail ${(r.calls / n).toFixed(3).padStart(6)} calls/mail ` +
            `${(r.wal / n / 1024).toFixed(1).padStart(6)} KB WAL/mail  ${r.q}`,
        );
    }
    for (const [text, count] of [...statements].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(count / n).toFixed(3).padStart(7)} per mail  ${text}`);
    if (values.profile) {
      const { profile } = await session.post('Profiler.stop');
      await fs.writeFile(values.profile, JSON.stringify(profile));
    }
  } finally {
    session.disconnect();
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
