/**
 * Issue 13 item 4, route params: every route of the contracts' ROUTE_TABLE with path params gets malformed ids,
 * very long ids, NUL bytes, path traversal (plain, encoded and double-encoded) and injection strings in each param,
 * one at a time. Nothing answers 5xx, the API answers a 4xx with a JSON error code, no answer leaks a file of the
 * host, and write routes write nothing. Also the write routes without a JSON body (uploads, forms, actions) get
 * malformed bodies (the JSON ones are in hostile-input.test.ts).
 */
import { ROUTE_TABLE, type RouteEntry } from '@dc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../demo-server.js';
import { watchDatabase, type DbWatch } from './db-snapshot.js';
import type { HostileCase } from './hostile-cases.js';
import { describeAnswer, refusalProblem, sendRaw } from './http-answers.js';
import { JSON_WRITE_ROUTES, prepareRoute, type FixtureContext } from './route-fixtures.js';

const SEED = Number(process.env.SECURITY_SEED ?? 20261122);

/** Path segments as sent (already percent-encoded where needed). */
const HOSTILE_SEGMENTS: Array<[string, string]> = [
  ['not a uuid', 'not-a-uuid'],
  ['encoded traversal', encodeURIComponent('../../../../etc/passwd')],
  ['double-encoded traversal', '..%252f..%252f..%252fetc%252fpasswd'],
  ['4000-character id', 'a'.repeat(4000)],
  ['NUL byte', 'abc%00def'],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['SQL injection', encodeURIComponent("5f0c7a52-8d0b-4c61-9a53-0d6c1c2b7e10' OR '1'='1")],
  ['template and script', encodeURIComponent('{{7*7}}<script>alert(1)</script>')],
];

const paramsOf = (entry: RouteEntry) => [
  ...[...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
  ...(entry.path.endsWith('*') ? ['*'] : []),
];
const ROUTES = ROUTE_TABLE.filter((r) => paramsOf(r).length > 0 && !r.websocket);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let demo: DemoServer;
let db: DbWatch;
let ctx: FixtureContext;

beforeAll(async () => {
  demo = await startDemoServer();
  db = await watchDatabase(demo.server.platform.pool);
  ctx = { ids: demo.ids, pool: demo.server.platform.pool, url: demo.server.url, tokenOf: demo.tokenOf };
  await db.settle();
});
afterAll(async () => demo?.server.stop());

describe('hostile route params', () => {
  it('covers the routes with params', () => expect(ROUTES.length).toBeGreaterThan(50));

  for (const entry of ROUTES) {
    it(`${entry.name}: ${entry.method} ${entry.path}`, async () => {
      const route = await prepareRoute(entry, ctx, demo.tokenOf, SEED, 'teamAdmin');
      const body = entry.body && (entry.bodyType ?? 'json') === 'json' ? JSON.stringify(route.validBody(1)) : undefined;
      const query = route.url.includes('?') ? route.url.slice(route.url.indexOf('?')) : '';
      const api = entry.path.startsWith('/api/');
      const problems: string[] = [];
      const before = WRITES.has(entry.method) ? await db.fingerprint('quiet') : undefined;
      for (const name of paramsOf(entry)) {
        for (const [label, segment] of HOSTILE_SEGMENTS) {
          const path = entry.path
            .replace(/:(\w+)/g, (_, k: string) => (k === name ? segment : encodeURIComponent(route.params[k])))
            .replace(/\*$/, name === '*' ? segment : route.params['*']);
          const answer = await sendRaw(
            demo.server.url,
            entry.method,
            path + query,
            route.headers,
            body,
            body && 'application/json',
          );
          const problem =
            answer.status >= 500
              ? `answered ${answer.status}`
              : answer.text.includes('root:x:0:0')
                ? 'answered with the host password file'
                : api
                  ? refusalProblem(answer)
                  : answer.status < 300
                    ? `answered ${answer.status}`
                    : undefined;
          if (problem) problems.push(`${name} = ${label}: ${problem}\n    answer: ${describeAnswer(answer)}`);
        }
      }
      if (before) {
        const changed = db.changed(before, await db.fingerprint('quiet'));
        if (changed.length) problems.push(`refused requests changed ${changed.join(', ')}`);
      }
      expect(problems, `${problems.length} problem(s) on ${entry.name}:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});

/** Write routes without a JSON body schema (multipart uploads, form posts, bodyless actions). */
const OTHER_WRITE_ROUTES = ROUTE_TABLE.filter(
  (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !JSON_WRITE_ROUTES.includes(r),
);
// Well-formed JSON is not among them: a route that takes no body may ignore one.
const OTHER_BODIES: HostileCase[] = [
  { name: 'truncated JSON', text: '{"name":"x","role":', contentType: 'application/json' },
  { name: 'trailing garbage', text: '{"name":"x"}}garbage', contentType: 'application/json' },
  {
    name: 'multipart cut short',
    text: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.yaml"\r\n\r\nopenapi: 3',
    contentType: 'multipart/form-data; boundary=b',
  },
  { name: 'multipart without a boundary', text: '--x\r\n\r\n', contentType: 'multipart/form-data' },
  { name: 'xml', text: '<a/>', contentType: 'application/xml' },
];

describe('hostile input on the other write routes', () => {
  for (const entry of OTHER_WRITE_ROUTES) {
    it(`${entry.name}: ${entry.method} ${entry.path}`, async () => {
      const route = await prepareRoute(entry, ctx, demo.tokenOf, SEED, 'teamAdmin');
      const problems: string[] = [];
      const before = await db.fingerprint('quiet');
      // Only the upload routes read a multipart body; the others may leave one unread.
      const cases = OTHER_BODIES.filter(
        (c) => entry.bodyType === 'multipart' || !c.contentType?.startsWith('multipart'),
      );
      for (const c of cases) {
        const answer = await sendRaw(demo.server.url, entry.method, route.url, route.headers, c.text, c.contentType);
        // The sign-in pages are HTML forms: no JSON error body there, but never a 5xx nor a success.
        const problem = entry.path.startsWith('/api/')
          ? refusalProblem(answer)
          : answer.status >= 500 || answer.status < 300
            ? `answered ${answer.status}`
            : undefined;
        if (problem) problems.push(`${c.name}: ${problem}\n    answer: ${describeAnswer(answer)}`);
      }
      const changed = db.changed(before, await db.fingerprint('quiet'));
      if (changed.length) problems.push(`refused requests changed ${changed.join(', ')}`);
      expect(problems, `${problems.length} problem(s) on ${entry.name}:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
