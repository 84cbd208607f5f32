/**
 * Shared parts of the load benchmarks: a demo server as a child process (so that autocannon does not share its
 * event loop), the signed-in demo users and ids it needs, and one autocannon run per route (warm-up, then measure).
 */
import autocannon from 'autocannon';
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';

export interface RouteSpec {
  label: string;
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** The JSON body of the n-th request (so that names stay unique). */
  body?: (n: number) => unknown;
}

export interface RouteFigures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

export async function cannon(base: string, r: RouteSpec, seconds: number, connections = 100): Promise<RouteFigures> {
  let n = 0;
  const { body } = r;
  const opts = {
    url: base,
    connections,
    requests: [
      {
        method: r.method ?? 'GET',
        path: r.path,
        headers: { ...r.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        // A body built per request (autocannon's own [<id>] replacement miscounts Content-Length).
        ...(body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(body(++n)) }) } : {}),
      },
    ],
  };
  await autocannon({ ...opts, duration: Math.max(2, Math.round(seconds / 3)) }); // warm-up
  const res = await autocannon({ ...opts, duration: seconds });
  return {
    label: r.label,
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.timeouts + res.non2xx,
    requests: res.requests.total,
  };
}

export function printFigures(rows: RouteFigures[]) {
  console.log(
    `  ${'route'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)}`,
  );
  for (const r of rows)
    console.log(
      `  ${r.label.padEnd(52)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${`${r.errors}/${r.requests}`.padStart(8)}`,
    );
}

export interface DemoContext {
  developer: string;
  staff: string;
  acmeTeam: string;
  platformTeam: string;
  templateId: string;
  /** The multitenant TRN of the demo event product the bench publishes to. */
  eventTrn: string;
}

/** Signs in the demo users through `url` and looks up the ids the routes need (over the API). */
export async function demoContext(url: string, db: (sql: string) => Promise<Record<string, string>[]>) {
  const [developer, staff] = await Promise.all([
    signIn({ url }, 'developer@example.com', DEMO_PASSWORD),
    signIn({ url }, 'staff.admin@example.com', DEMO_PASSWORD),
  ]);
  const teams = await db(`SELECT name, id FROM teams WHERE name IN ('Acme Integrations', 'Platform Engineering')`);
  const team = (n: string) => teams.find((t) => t.name === n)!.id;
  const [template] = await db(`SELECT id FROM templates WHERE name = 'Welcome to the platform'`);
  const [product] = await db(`SELECT id FROM products WHERE name = 'equipment-telemetry-events'`);
  const res = await fetch(`${url}/api/events/events/${product.id}/data`, {
    headers: { authorization: `Bearer ${developer.idToken}`, [PRODUCT_TEAM_HEADER]: team('Acme Integrations') },
  });
  if (!res.ok) throw new Error(`event product details: ${res.status} ${await res.text()}`);
  const details = (await res.json()) as { availableVersions: Record<string, { eventMultitenantTrn: string }[]> };
  return {
    developer: developer.idToken,
    staff: staff.idToken,
    acmeTeam: team('Acme Integrations'),
    platformTeam: team('Platform Engineering'),
    templateId: template.id,
    eventTrn: Object.values(details.availableVersions)[0][0].eventMultitenantTrn,
  } satisfies DemoContext;
}

/** The read and write routes the console uses most, as the demo's developer and staff admin call them. */
export function mainRoutes(c: DemoContext): RouteSpec[] {
  const dev = { authorization: `Bearer ${c.developer}`, [PRODUCT_TEAM_HEADER]: c.acmeTeam };
  const staff = { authorization: `Bearer ${c.staff}`, [PRODUCT_TEAM_HEADER]: c.platformTeam };
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  return [
    { label: 'GET  products gallery (first page)', path: '/api/products/products', headers: dev },
    { label: 'GET  applications list', path: '/api/apim/applications', headers: dev },
    { label: 'GET  API subscriptions (first page)', path: '/api/apim/subscriptions/apis', headers: dev },
    {
      label: 'GET  IoT events of a device (last 7 days)',
      path: `/api/iot/events?clientId=PMP-EU-0002&startDateUtc=${weekAgo}`,
      headers: dev,
    },
    {
      label: 'POST create application',
      method: 'POST',
      path: '/api/apim/applications',
      headers: dev,
      body: (n) => ({ name: `Load ${n} ${process.pid}`, grant_types: ['client_credentials'] }),
    },
    {
      label: 'POST publish event (no subscription matches)',
      method: 'POST',
      path: `/api/events/events/${c.eventTrn}/publish`,
      headers: staff,
      body: (n) => ({ attributes: { bench: n }, payload: { load: true } }),
    },
  ];
}

/** `--load-seconds 10`: the measured seconds per route (the warm-up is a third of it). */
export function loadSeconds(): number {
  const i = process.argv.indexOf('--load-seconds');
  return i >= 0 ? Number(process.argv[i + 1]) || 10 : 10;
}
