/**
 * Issue 20 item 6: GET /api/profiles/users/me, the gallery list (GET /api/products/products) and the applications
 * list (GET /api/apim/applications) at 50 connections, each beside a bare Fastify route answering a constant JSON
 * of the same size, side by side, two rounds. Prints figures and ratios (targets: >= 0.5x users/me, >= 0.25x lists).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function run(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 50, duration: DURATION, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** A bare Fastify route answering `body` (the measured route's own answer) as JSON. */
async function bareTwin(body: string) {
  const app = Fastify();
  app.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}

export async function runApiReadsBench(targets: Target[], rounds = 2): Promise<void> {
  console.log(`\n# API reads beside bare Fastify (same answer size), 50 connections, ${DURATION} s, ${rounds} rounds`);
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${t.name}: ${res.status} ${body.slice(0, 200)}`);
    const bare = await bareTwin(body);
    try {
      await run(t.url, t.headers); // warm-up
      for (let round = 1; round <= rounds; round++) {
        const route = await run(t.url, t.headers);
        const base = await run(bare.url);
        console.log(
          `  ${t.name.padEnd(18)} round ${round}: ${route.rps.toFixed(0).padStart(6)} req/s p99 ${String(route.p99).padStart(4)} ms` +
            ` | bare ${base.rps.toFixed(0).padStart(6)} req/s p99 ${String(base.p99).padStart(4)} ms` +
            ` | ratio ${(route.rps / base.rps).toFixed(3)}x | ${body.length} B | errors ${route.errors}`,
        );
      }
    } finally {
      await bare.close();
    }
  }
}
