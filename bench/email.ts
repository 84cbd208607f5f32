/**
 * E-mail benchmark (figures, never assertions), issue 10: rendered mails per second (template -> HTML, in-process,
 * 2 locales, 5 variables), sends per second end to end (POST /api/email/send -> queue -> SMTP -> the embedded sink's
 * sink_messages table, or with SMTP_URL a relay such as a local Postfix) with the POST's latency, and GET /api/email/stats?duration=12m over N email_events rows of
 * one template on PostgreSQL (client p50/p95 and the query's execution time inside PostgreSQL).
 * Standalone: node --import tsx bench/email.ts [--renders 2000] [--sends 200] [--bulk 2000] [--rounds 3]
 * [--events 1000000,10000000 | 0 for none] [--requests 30]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { analyticsPeriodStart, type AnalyticsResponse, type TemplateLocaleContent } from '@dc/contracts';
import { startBenchServer } from './bench-server.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { createTemplateRenderer } from '../apps/server/src/modules/templates/template-renderer.js';
import { type Platform } from '../apps/server/src/platform/platform.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';
import {
  BENCH_TEMPLATE,
  BENCH_VARIABLES,
  benchTemplateMail,
  mailQueueIdle,
  seedEmailEvents,
  sinkCount,
  sinkReached,
  ARRIVAL,
  mailBenchEnv,
  RAW_SCAN_STATS,
  RELAY_URL,
  statsStatement,
  valuesOf,
} from './email-seed.js';

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const rate = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString('en');
const LOCALES = ['en', 'de'];

/** The running server: its platform, base URL, and the staff admin's headers in the internal team. */
interface Bench {
  p: Platform;
  url: string;
  headers: Record<string, string>;
}

/** The renderer as sends use it: MJML once per template version and locale (cached), then a fill per mail. */
async function renderBench(renders: number) {
  console.log(`\n# Rendering (template -> HTML, in-process, en/de alternating, 5 variables), ${renders} renders`);
  const renderer = createTemplateRenderer();
  const row = {
    id: randomUUID(),
    updatedAt: new Date(),
    locales: BENCH_TEMPLATE.locales as Record<string, TemplateLocaleContent>,
    variables: BENCH_VARIABLES,
  };
  for (let i = 0; i < 50; i++) await renderer.render(row, LOCALES[i % 2], valuesOf(i)); // compiles both, warms the JIT
  let bytes = 0;
  let t = performance.now();
  for (let i = 0; i < renders; i++) bytes += (await renderer.render(row, LOCALES[i % 2], valuesOf(i))).html.length;
  const cachedMs = performance.now() - t;
  // A new template version on every render: MJML compiles each time (the first mail after an edit).
  const cold = Math.max(10, Math.ceil(renders / 20));
  t = performance.now();
  for (let i = 0; i < cold; i++)
    await renderer.render(
      { ...row, updatedAt: new Date(row.updatedAt.getTime() + i + 1) },
      LOCALES[i % 2],
      valuesOf(i),
    );
  const coldMs = performance.now() - t;
  const kb = (bytes / renders / 1024).toFixed(1);
  console.log(`  compiled (cached), fill per mail  ${rate(renders, cachedMs).padStart(8)} renders/s  (${kb} KB HTML)`);
  console.log(`  uncompiled (MJML each time)       ${rate(cold, coldMs).padStart(8)} renders/s  (${cold} renders)`);
}

const median = (xs: number[]) => pct(xs, 0.5);
const BULK_SIZE = 100;

/**
 * Sends end to end, single beside bulk, in one run (issue 24: >= 500 mails/s): each round POSTs `sends` mails one per
 * request from 8 clients, then `bulk` mails 100 per POST /send/bulk from 2 clients, then queues `sends` mails in one
 * transaction (the worker alone); the clock stops at the sink's last row. Medians of the rounds are printed last.
 */
async function sendBench({ p, url, headers }: Bench, template: string, sends: number, bulk: number, rounds: number) {
  console.log(
    `\n# Sends: POST /api/email/send and /send/bulk -> queue -> SMTP -> ${ARRIVAL}, ${rounds} rounds ` +
      `(${sends} single, ${bulk} bulk in requests of ${BULK_SIZE}, 1 recipient each)`,
  );
  let seq = 0;
  const mail = (i: number) => ({
    template,
    locale: LOCALES[i % 2],
    to: `reader${seq++}@bench.example.com`,
    template_variables: valuesOf(i),
  });
  const post = async (path: string, body: unknown, status: number) => {
    const res = await fetch(`${url}/api/email${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== status) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    const answer = (await res.json()) as { accepted?: number };
    if (answer.accepted !== undefined && answer.accepted !== (body as { mails: unknown[] }).mails.length)
      throw new Error(`bulk accepted ${answer.accepted}`);
  };
  /** Runs `requests` calls from `clients` clients; the end-to-end clock stops when the sink holds `mails` more. */
  const measure = async (requests: number, clients: number, mails: number, call: (i: number) => Promise<void>) => {
    await mailQueueIdle(p.pool);
    const before = await sinkCount(p.pool);
    const latencies: number[] = [];
    const started = performance.now();
    let next = 0;
    const client = async () => {
      for (let i = next++; i < requests; i = next++) {
        const t = performance.now();
        await call(i);
        latencies.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    const posted = performance.now() - started;
    const done = await sinkReached(p.pool, before, mails, 60_000 + mails * 200);
    return { posted, latency: median(latencies), e2e: done ? done - started : NaN };
  };
  // The demo world's own mail history goes out first; then one warm-up mail (compiles the template).
  await mailQueueIdle(p.pool);
  const mark = await sinkCount(p.pool);
  await post('/send', mail(0), 202);
  await sinkReached(p.pool, mark, 1, 30_000);
  // The drain queues the mail a template send makes, rendered, with its HTML and text (a mail of HTML alone is read by
  // mailparser in the sink, which would measure the sink's fallback rather than the worker).
  const sent = [await benchTemplateMail()];
  const rows = { single: [] as number[], bulk: [] as number[], drain: [] as number[], singleP50: [] as number[] };
  const bulkP50: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const single = await measure(sends, 8, sends, (i) => post('/send', mail(i), 202));
    const batches = Math.ceil(bulk / BULK_SIZE);
    const many = await measure(batches, 2, batches * BULK_SIZE, (b) =>
      post('/send/bulk', { mails: Array.from({ length: BULK_SIZE }, (_, k) => mail(b * BULK_SIZE + k)) }, 200),
    );
    const drain = await measure(1, 1, sends, () =>
      p.mail
        .sendAll(Array.from({ length: sends }, () => ({ to: [`drain${seq++}@bench.example.com`], ...sent[0] })))
        .then(() => undefined),
    );
    const perS = (n: number, ms: number) => n / (ms / 1000);
    rows.single.push(perS(sends, single.e2e));
    rows.singleP50.push(single.latency);
    rows.bulk.push(perS(batches * BULK_SIZE, many.e2e));
    bulkP50.push(many.latency);
    rows.drain.push(perS(sends, drain.e2e));
    console.log(
      `  round ${round}: single ${rows.single.at(-1)!.toFixed(0)} mails/s (POST p50 ${single.latency.toFixed(1)} ms), ` +
        `bulk ${rows.bulk.at(-1)!.toFixed(0)} mails/s (POST of ${BULK_SIZE} p50 ${many.latency.toFixed(0)} ms, ` +
        `${perS(batches * BULK_SIZE, many.posted).toFixed(0)} mails/s accepted), ` +
        `queue drain ${rows.drain.at(-1)!.toFixed(0)} mails/s`,
    );
  }
  const fmt = (xs: number[]) => (xs.some(Number.isNaN) ? 'unfinished' : `${median(xs).toFixed(0)} mails/s`);
  console.log(
    `  median of ${rounds}, end to end (target >= ${RELAY_URL ? '200 mails/s into a relay' : '500 mails/s'}):`,
  );
  console.log(
    `    POST /send, 1 mail per request     ${fmt(rows.single)}  (POST p50 ${median(rows.singleP50).toFixed(1)} ms)`,
  );
  console.log(
    `    POST /send/bulk, ${BULK_SIZE} per request   ${fmt(rows.bulk)}  (POST p50 ${median(bulkP50).toFixed(0)} ms)`,
  );
  console.log(`    queue drain (worker alone)         ${fmt(rows.drain)}`);
}

/** Stats over growing tables: seeds up to each size in turn (1M, then 9M more for 10M), measuring at each. */
async function statsBench({ p, url, headers }: Bench, template: string, sizes: number[], requests: number) {
  const start = analyticsPeriodStart('12m', new Date());
  let seeded = 0;
  for (const n of sizes) {
    console.log(
      `\n# Stats: GET /api/email/stats?duration=12m over ${n.toLocaleString('en')} e-mail events of one template`,
    );
    const t0 = Date.now();
    await seedEmailEvents(p.pool, template, n - seeded, start);
    seeded = n;
    console.log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s (the aggregate trigger included)`);
    const times: number[] = [];
    let body: AnalyticsResponse | undefined;
    for (let i = 0; i < requests + 3; i++) {
      const t = performance.now();
      const res = await fetch(`${url}/api/email/stats?template_id=${template}&duration=12m`, { headers });
      body = (await res.json()) as AnalyticsResponse;
      if (i >= 3) times.push(performance.now() - t); // after a warm-up
    }
    const { rows } = await p.pool.query<{ n: number; all: number }>(
      `SELECT count(*) FILTER (WHERE template_id = $1)::int AS n, count(*)::int AS "all" FROM email_events`,
      [template],
    );
    console.log(
      `  client p50 ${pct(times, 0.5).toFixed(2)} ms  p95 ${pct(times, 0.95).toFixed(2)} ms  (target p95 < 100 ms; ` +
        `${requests} requests, ${body?.stats.length} buckets, ${body?.totals.accepted.total.toLocaleString('en')} accepted)`,
    );
    const statement = await statsStatement(template, 'month', start);
    const plan = await p.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
    const [root] = plan.rows[0]['QUERY PLAN'] as Array<{ 'Execution Time': number }>;
    if (process.env.BENCH_PLAN) console.log(JSON.stringify(root, null, 1));
    console.log(`  PostgreSQL execution of templateStats (EXPLAIN ANALYZE): ${root['Execution Time'].toFixed(2)} ms`);
    // Before: the scan of raw events the aggregates replaced (median of 3, same table, same run).
    const scans: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await p.pool.query(RAW_SCAN_STATS, [template, start]);
      scans.push(performance.now() - t);
    }
    console.log(`  before (raw-event scan, the old statement): median ${pct(scans, 0.5).toFixed(0)} ms of 3`);
    console.log(
      `  rows: ${rows[0].n.toLocaleString('en')} of the template, ${rows[0].all.toLocaleString('en')} in email_events`,
    );
  }
}

export async function runEmailBench(
  opts: {
    renders?: number;
    sends?: number;
    bulk?: number;
    rounds?: number;
    events?: number[];
    requests?: number;
  } = {},
) {
  await renderBench(opts.renders ?? 2000);
  // MAIL_CONCURRENCY=1 npm run bench -- --only email: the worker as it was (one mail at a time), for a before figure.
  // SMTP_URL=smtp://127.0.0.1:4441: into that relay instead of the embedded sink (README, "Mail into a real relay").
  const server = await startBenchServer('email', mailBenchEnv());
  const { platform, url, config } = server;
  console.log(`  mail worker: ${config.MAIL_CONCURRENCY} mails in flight`);
  try {
    const ids = await loadDemoWorld(platform);
    const { idToken } = await signIn({ url }, 'staff.admin@example.com', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${idToken}`, team_uuid: ids.platform };
    const create = async (name: string) => {
      const res = await fetch(`${url}/api/templates`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...BENCH_TEMPLATE, name }),
      });
      if (res.status !== 201) throw new Error(`template create answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { template_id: string }).template_id;
    };
    const bench = { p: platform, url, headers };
    await sendBench(bench, await create('Bench sends'), opts.sends ?? 200, opts.bulk ?? 2000, opts.rounds ?? 3);
    if (opts.events?.length === 1 && opts.events[0] === 0) return; // --events 0: sends only
    const sizes = opts.events ?? [1_000_000, 10_000_000];
    await statsBench(bench, await create('Bench stats'), sizes, opts.requests ?? 30);
  } finally {
    await server.close();
  }
}

export function emailBenchArgs() {
  const names = ['renders', 'sends', 'bulk', 'rounds', 'events', 'requests'] as const;
  const options = Object.fromEntries(names.map((n) => [n, { type: 'string' as const }]));
  const { values } = parseArgs({ options, strict: false });
  const num = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);
  // --events takes a list of table sizes: `--events 1000000` for a short run.
  const events = typeof values.events === 'string' ? values.events.split(',').map(Number) : undefined;
  return {
    renders: num(values.renders),
    sends: num(values.sends),
    bulk: num(values.bulk),
    rounds: num(values.rounds),
    events,
    requests: num(values.requests),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runEmailBench(emailBenchArgs()).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
