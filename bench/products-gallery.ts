/**
 * Products gallery benchmark (figures, never assertions): GET /api/products/products over 10,000 products on
 * PostgreSQL (search + type + sort + page), as the console's gallery calls it. Prints the time per request seen by
 * the client over loopback (p50, p95, sequential) and the query's execution time inside PostgreSQL.
 * Standalone: node --import tsx bench/products-gallery.ts [--products 10000] [--requests 200]
 */
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { type Platform } from '../apps/server/src/platform/platform.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';

const WORDS = [
  'Shipment',
  'Fleet',
  'Equipment',
  'Weather',
  'Survey',
  'Concrete',
  'Crane',
  'Pricing',
  'Orders',
  'Documents',
  'Telemetry',
  'Positioning',
  'Schedule',
  'Safety',
  'Inventory',
  'Billing',
];

/** n products (1 in 8 an event product, 1 in 10 private to another team), each with one version. */
async function seed(p: Platform, ids: Record<string, string>, n: number) {
  await p.pool.query(
    `WITH w AS (SELECT $1::text[] AS words),
     rows AS (
       SELECT i, w.words[1 + i % 16] || ' ' || w.words[1 + (i / 16) % 16] AS base,
              CASE WHEN i % 8 = 0 THEN 'EVENT' ELSE 'API' END AS type
         FROM generate_series(1, $2::int) AS i, w)
     INSERT INTO products (type, namespace, name, display_name, description, tags, search_text, visibility,
                           owner_team_id, created_at)
     SELECT type, 'bench', 'bench-' || i, base || ' ' || i || CASE WHEN type = 'EVENT' THEN ' Events' ELSE ' API' END,
            'Benchmark product ' || i || ' for ' || lower(base) || ' data.', ARRAY[lower(split_part(base, ' ', 1)), 'bench'],
            lower('bench-' || i || ' ' || base || ' ' || i || ' benchmark product ' || i || ' for ' || base || ' data. '
                  || split_part(base, ' ', 1) || ' bench'),
            CASE WHEN i % 10 = 0 THEN 'PRIVATE' ELSE 'PUBLIC' END,
            CASE WHEN i % 10 = 0 THEN $4::uuid ELSE $3::uuid END,
            now() - (i || ' minutes')::interval
       FROM rows`,
    [WORDS, n, ids.platform, ids.globexLabs],
  );
  await p.pool.query(
    `INSERT INTO product_versions (product_id, version, format, syntax, source, document_json, summary)
     SELECT id, '1.0.0', 'openapi-3.0', 'json', '{}', '{}', '{}'::jsonb FROM products WHERE namespace = 'bench'`,
  );
  await p.pool.query('ANALYZE products; ANALYZE product_versions; ANALYZE product_shares');
}

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

export async function runProductsGalleryBench(opts: { products?: number; requests?: number } = {}) {
  const products = opts.products ?? 10_000;
  const requests = opts.requests ?? 200;
  console.log(`\n# Products gallery: GET /api/products/products over ${products.toLocaleString('en')} products`);
  const server = await startBenchServer('products');
  const { platform, url } = server;
  try {
    const ids = await loadDemoWorld(platform);
    const started = Date.now();
    await seed(platform, ids, products);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { idToken } = await signIn({ url }, 'developer@example.com', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${idToken}`, team_uuid: ids.acmeIntegrations };
    const shapes = [
      ['first page (both types, asc)', ''],
      ["search 'ship' + type=event + recent, page 2", '?searchText=ship&type=event&sort=recent&page=2'],
      ["search 'crane' + type=api + asc, page 5", '?searchText=crane&type=api&sort=asc&page=5'],
      ['no search, type=api, recent, page 800', '?type=api&sort=recent&page=800'],
    ] as const;
    for (const [label, query] of shapes) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < requests + 20; i++) {
        const t = performance.now();
        const res = await fetch(`${url}/api/products/products${query}`, { headers });
        const body = (await res.json()) as { total: number };
        if (i >= 20) times.push(performance.now() - t); // after a warm-up
        total = body.total;
      }
      console.log(
        `  ${label.padEnd(46)} p50 ${pct(times, 0.5).toFixed(2).padStart(6)} ms  p95 ${pct(times, 0.95).toFixed(2).padStart(6)} ms  (${total} matches)`,
      );
    }
    const plan = await platform.pool.query(
      `EXPLAIN (ANALYZE, FORMAT JSON)
       SELECT p.id, count(*) OVER () FROM products p
        WHERE p.type = ANY('{EVENT}') AND (p.visibility = 'PUBLIC' OR p.owner_team_id = $1
              OR EXISTS (SELECT 1 FROM product_shares s WHERE s.product_id = p.id AND s.team_id = $1))
          AND p.search_text LIKE '%ship%'
        ORDER BY p.created_at DESC, p.id DESC LIMIT 6 OFFSET 6`,
      [ids.acmeIntegrations],
    );
    const executed = (plan.rows[0]['QUERY PLAN'] as Array<{ 'Execution Time': number }>)[0]['Execution Time'];
    console.log(`  PostgreSQL execution of the search query (EXPLAIN ANALYZE): ${executed.toFixed(2)} ms`);
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { products: { type: 'string' }, requests: { type: 'string' } } });
  runProductsGalleryBench({
    products: values.products ? Number(values.products) : undefined,
    requests: values.requests ? Number(values.requests) : undefined,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
