/**
 * Subscriptions list benchmark (figures, never assertions): GET /api/apim/subscriptions/apis over 10,000 API
 * subscriptions of one team on PostgreSQL (search + sort + page), as the Subscriptions page calls it. Prints, per
 * request shape, the server's own time (Fastify's reply.elapsedTime) and the time seen by the client over loopback,
 * then the query's execution time inside PostgreSQL.
 * Standalone: node --import tsx bench/subscriptions-list.ts [--apps 100] [--apis 100] [--requests 200]
 */
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { type Platform } from '../apps/server/src/platform/platform.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';
import { listStatements } from '../apps/server/src/modules/subscriptions/subscriptions.repository.js';

const WORDS = ['Crane', 'Fleet', 'Survey', 'Concrete', 'Weather', 'Billing', 'Safety', 'Yard', 'Pricing', 'Orders'];

/** apis API products (each deployed to DEV and PROD), apps applications of the team, every app subscribed to every API. */
async function seed(p: Platform, ids: Record<string, string>, apps: number, apis: number) {
  await p.pool.query(
    `INSERT INTO products (type, namespace, name, display_name, description, search_text, visibility, owner_team_id)
     SELECT 'API', 'bench', 'bench-api-' || i, ($1::text[])[1 + i % 10] || ' Bench API ' || i, 'Bench', 'bench', 'PUBLIC', $2
       FROM generate_series(1, $3::int) AS i`,
    [WORDS, ids.platform, apis],
  );
  await p.pool.query(
    `WITH v AS (
       INSERT INTO product_versions (product_id, version, format, syntax, source, document_json, summary)
       SELECT id, '1.0.0', 'openapi-3.0', 'json', '{}', '{}', '{}'::jsonb FROM products WHERE namespace = 'bench'
       RETURNING id)
     INSERT INTO product_deployments (version_id, environment, deployed_url)
     SELECT v.id, e, 'https://bench.example.com' FROM v, unnest(ARRAY['DEV', 'PROD']) AS e`,
  );
  await p.pool.query(
    `INSERT INTO applications (team_id, name, display_name, grant_types, created_by)
     SELECT $1, ($2::text[])[1 + (i * 7) % 10] || ' Bench App ' || i, ($2::text[])[1 + (i * 7) % 10] || ' Bench App ' || i,
            ARRAY['client_credentials'], $3
       FROM generate_series(1, $4::int) AS i`,
    [ids.acmeIntegrations, WORDS, ids.developer, apps],
  );
  await p.pool.query(
    `INSERT INTO api_subscriptions (application_id, api_id, team_id, status, expires_at, created_at)
     SELECT a.id, p.id, a.team_id,
            CASE WHEN n % 25 = 0 THEN 'Denied' WHEN n % 10 = 0 THEN 'Pending' ELSE 'Active' END,
            CASE WHEN n % 25 <> 0 AND n % 10 = 0 THEN now() + interval '10 days' END,
            now() - (n || ' minutes')::interval
       FROM (SELECT a.id AS app, p.id AS api, row_number() OVER () AS n
               FROM applications a, products p
              WHERE a.name LIKE '% Bench App %' AND p.namespace = 'bench') x
       JOIN applications a ON a.id = x.app JOIN products p ON p.id = x.api`,
  );
  await p.pool.query('ANALYZE applications; ANALYZE api_subscriptions; ANALYZE products; ANALYZE product_deployments');
}

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

export async function runSubscriptionsListBench(opts: { apps?: number; apis?: number; requests?: number } = {}) {
  const apps = opts.apps ?? 100;
  const apis = opts.apis ?? 100;
  const requests = opts.requests ?? 200;
  console.log(
    `\n# Subscriptions list: GET /api/apim/subscriptions/apis over ${(apps * apis).toLocaleString('en')} subscriptions`,
  );
  // The server's own time of each request, measured where Fastify ends it.
  let serverTimes: number[] = [];
  const server = await startBenchServer(
    'subscriptions',
    {},
    {
      beforeListen: (app) =>
        app.addHook('onResponse', async (req, reply) => {
          if (req.url.includes('/subscription')) serverTimes.push(reply.elapsedTime);
        }),
    },
  );
  const { platform, url } = server;
  try {
    const ids = await loadDemoWorld(platform);
    const started = Date.now();
    await seed(platform, ids, apps, apis);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { idToken } = await signIn({ url }, 'developer@example.com', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${idToken}`, team_uuid: ids.acmeIntegrations };
    const oneApp = (
      await platform.pool.query<{ id: string }>(`SELECT id FROM applications WHERE name LIKE '% Bench App 42'`)
    ).rows[0].id;
    const shapes = [
      ['first page (recent, 5 per page)', '/api/apim/subscriptions/apis?pageSize=5'],
      ["search 'crane' + asc, page 3", '/api/apim/subscriptions/apis?searchText=crane&sort=asc&pageSize=5&page=3'],
      ['Active only, recent, page 1000', '/api/apim/subscriptions/apis?status=Active&pageSize=5&page=1000'],
      [
        'one application (app_ids), asc, 100 per page',
        `/api/apim/subscriptions/apis?app_ids=${oneApp}&sort=asc&pageSize=100`,
      ],
      ['GET /subscription/v1, recent, 5 per page', '/api/subscription/subscription/v1?pageSize=5'],
    ] as const;
    for (const [label, query] of shapes) {
      const client: number[] = [];
      serverTimes = [];
      let total = 0;
      for (let i = 0; i < requests + 20; i++) {
        const t = performance.now();
        const res = await fetch(`${url}${query}`, { headers });
        const body = (await res.json()) as { total: number };
        if (i >= 20) client.push(performance.now() - t); // after a warm-up
        total = body.total;
      }
      const server = serverTimes.slice(20);
      console.log(
        `  ${label.padEnd(46)} server p50 ${pct(server, 0.5).toFixed(2).padStart(6)} ms  p95 ${pct(server, 0.95).toFixed(2).padStart(6)} ms` +
          `   client p50 ${pct(client, 0.5).toFixed(2).padStart(6)} ms  (${total} matches)`,
      );
    }
    // PostgreSQL's own time for the statements of the search shape (the repository's exact SQL).
    const { page, count } = listStatements({
      teamId: ids.acmeIntegrations,
      callerId: ids.developer,
      search: 'crane',
      sort: 'asc',
      limit: 5,
      offset: 10,
    });
    for (const [label, statement] of [
      ['page', page],
      ['count', count],
    ] as const) {
      const plan = await platform.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
      const [root] = plan.rows[0]['QUERY PLAN'] as Array<{ 'Execution Time': number }>;
      if (process.env.BENCH_PLAN) console.log(JSON.stringify(root, null, 1));
      console.log(
        `  PostgreSQL execution of the search ${label} statement (EXPLAIN ANALYZE): ${root['Execution Time'].toFixed(2)} ms`,
      );
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { apps: { type: 'string' }, apis: { type: 'string' }, requests: { type: 'string' } },
  });
  runSubscriptionsListBench({
    apps: values.apps ? Number(values.apps) : undefined,
    apis: values.apis ? Number(values.apis) : undefined,
    requests: values.requests ? Number(values.requests) : undefined,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
