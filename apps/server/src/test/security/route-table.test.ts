/**
 * The route table in packages/contracts lists every route the server registers, and nothing else: a new route
 * without a row (and so without a row of the permission matrix) fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROUTE_TABLE } from '@dc/contracts';
import { startTestServer, type TestServer } from '../harness.js';

let server: TestServer;

beforeAll(async () => {
  // No SPA: @fastify/static would add one route per built file, none of them the API's.
  server = await startTestServer({ WEB_DIST: '/nonexistent-web-dist' });
});
afterAll(async () => server?.stop());

const key = (method: string, url: string) => `${method} ${url}`;

/** The server's own routes, one key per method. */
function registered(): Set<string> {
  const keys = new Set<string>();
  for (const route of server.app.registeredRoutes) {
    // oidc-provider answers everything under /oidc itself; these two only claim the path for its middleware.
    if (route.url === '/oidc' || route.url === '/oidc/*') continue;
    for (const method of [route.method].flat()) keys.add(key(method, route.url));
  }
  // Fastify adds a HEAD route beside each GET (exposeHeadRoutes); it is the GET's, not a route of its own.
  for (const k of [...keys]) if (k.startsWith('HEAD ') && keys.has(`GET ${k.slice(5)}`)) keys.delete(k);
  return keys;
}

describe('route table', () => {
  it('names every route once', () => {
    const names = ROUTE_TABLE.map((r) => r.name);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const keys = ROUTE_TABLE.map((r) => key(r.method, r.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('lists every route the server registers, and only those', () => {
    const actual = registered();
    const table = new Set(ROUTE_TABLE.filter((r) => !r.websocket).map((r) => key(r.method, r.path)));
    expect([...actual].filter((k) => !table.has(k)).sort(), 'registered routes missing from ROUTE_TABLE').toEqual([]);
    expect([...table].filter((k) => !actual.has(k)).sort(), 'ROUTE_TABLE entries the server lacks').toEqual([]);
  });

  it('serves the WebSocket entries through the upgrade handler (a token that is no application token: 401)', async () => {
    for (const entry of ROUTE_TABLE.filter((r) => r.websocket)) {
      const status = await new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`${server.url.replace('http', 'ws')}${entry.path}`, {
          headers: { authorization: 'Bearer not-a-token' },
        });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => reject(new Error(`${entry.name} accepted a bad token`)));
        ws.on('error', reject);
      });
      expect(status, entry.name).toBe(401);
    }
  });
});
