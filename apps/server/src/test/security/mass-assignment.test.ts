/**
 * Issue 13 item 2: mass assignment and response leaks.
 * - Every write route of the contracts' ROUTE_TABLE with a JSON body gets its valid body plus fields it does not
 *   declare (role, teamId/team_id, ownerId/owner_id, status, secret, internal, isAdmin, id, createdAt, accountId,
 *   ...). A schema that refuses unknown keys must be answered 4xx with a code; otherwise the answer is 2xx and the
 *   extras had no effect: no row the request wrote carries a planted value, and the key resources read back as
 *   the caller's (an application's team and status, a subscription's status, a member's role, a team's flags, a
 *   template's status and team, a preference's owner).
 * - Responses never carry secrets: every GET route (and every write answer above) as each demo user carries no key
 *   naming a password, secret, token or hash outside the routes that exist to show one, no stored password hash,
 *   secret digest or ciphertext, and no plaintext client secret outside the secret routes; some read routes are
 *   also checked against their contract's response schema for undeclared keys.
 */
import {
  ROUTE_TABLE,
  applicationListSchema,
  applicationSchema,
  secretListSchema,
  teamSchema,
  type RouteEntry,
} from '@dc/contracts';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../demo-server.js';
import { watchDatabase, type DbWatch } from './db-snapshot.js';
import { describeAnswer, readAnswer, refusalProblem, sendRaw, type Answer } from './http-answers.js';
import { forbiddenKeys, leakedValues, storedSecrets } from './leak-scan.js';
import { HOME_TEAM, JSON_WRITE_ROUTES, freshApplication, prepareRoute, type FixtureContext } from './route-fixtures.js';
import { extrasFor, plantedValues, undeclaredKeys } from './mass-assignment-kit.js';
import { READBACKS } from './mass-assignment-readbacks.js';

const SEED = Number(process.env.SECURITY_SEED ?? 20261122);
const USERS = ['staff', 'teamAdmin', 'developer', 'basic', 'noTeam', 'globexAdmin'] as const;

/** Routes that exist to show a secret, and the keys they may carry. */
const SECRET_ROUTES: Record<string, string[]> = {
  'applications.create': ['secret'],
  'applications.createSecret': ['secret'],
  'applications.secret': ['secret'],
  'event-subscriptions.create': ['signingSecret'],
  'event-subscriptions.signingSecret': ['signingSecret', 'secret'],
  // The Subscription Details page shows the application's credentials (contracts subscriptions.ts; null for basic).
  'subscriptions.summary': ['secret'],
};

/** Read routes checked key by key against their contract's response schema. */
const RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
  'applications.get': applicationSchema,
  'applications.list': applicationListSchema,
  'applications.secrets': secretListSchema,
  'teams.get': teamSchema,
};

let demo: DemoServer;
let db: DbWatch;
let ctx: FixtureContext;
const writeAnswers: Array<{ entry: RouteEntry; answer: Answer }> = [];

beforeAll(async () => {
  demo = await startDemoServer();
  db = await watchDatabase(demo.server.platform.pool);
  ctx = { ids: demo.ids, pool: demo.server.platform.pool, url: demo.server.url, tokenOf: demo.tokenOf };
});
afterAll(async () => demo?.server.stop());

describe('mass assignment on the JSON write routes', () => {
  it('reads back routes of the table', () => {
    const names = new Set(JSON_WRITE_ROUTES.map((r) => r.name));
    expect(Object.keys(READBACKS).filter((k) => !names.has(k))).toEqual([]);
  });

  let n = 0;
  for (const entry of JSON_WRITE_ROUTES) {
    it(`${entry.name}: extra fields are refused or ignored`, async () => {
      const route = await prepareRoute(entry, ctx, demo.tokenOf, SEED);
      const readback = READBACKS[entry.name];
      const base = { ...(route.validBody(++n) as object), ...(await readback?.body?.(ctx)) };
      const request = `${route.url} ${JSON.stringify(base)}`;
      const extras = { ...extrasFor(entry, route.actor, ctx.ids, request), ...readback?.extras };
      const body = { ...extras, ...base };
      const rowsBefore = await db.rows();
      const answer = await sendRaw(
        demo.server.url,
        entry.method,
        route.url,
        route.headers,
        JSON.stringify(body),
        'application/json',
      );
      writeAnswers.push({ entry, answer });

      if (!entry.body!.safeParse(body).success) {
        // A schema that refuses unknown keys: a clear refusal that wrote nothing.
        expect(refusalProblem(answer), describeAnswer(answer)).toBeUndefined();
        const added = db.added(rowsBefore, await db.rows()).filter((r) => !db.background(r.table));
        expect(added, 'a refused request wrote rows').toEqual([]);
        return;
      }
      expect(answer.status, `valid body with extra fields: ${describeAnswer(answer)}`).toBeLessThan(300);
      const planted = plantedValues(extras, request);
      const hits = db
        .added(rowsBefore, await db.rows())
        .filter((r) => !db.background(r.table))
        .filter((r) => planted.some((p) => r.row.includes(p)));
      expect(hits, `rows written with planted values (${planted.join(', ')})`).toEqual([]);
      if (readback) expect(await readback.check(ctx, answer.json, base)).toEqual([]);
    });
  }

  it('write answers carry no secret outside the secret routes', () => {
    const problems = writeAnswers.flatMap(({ entry, answer }) =>
      forbiddenKeys(answer.json, SECRET_ROUTES[entry.name]).map((k) => `${entry.name}: ${k}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('read answers of every user carry no secrets', () => {
  // The OpenAPI document describes fields (a schema property named `secret` or `password`), it carries no value:
  // its content is checked against the route table by the contract's own tests.
  const GET_ROUTES = ROUTE_TABLE.filter((r) => r.method === 'GET' && !r.websocket && r.name !== 'openapi.document');

  it('no GET route answers a secret key, a stored secret or a plaintext client secret', async () => {
    // A new application's first secret, read back through the one route that shows it.
    const appId = await freshApplication(ctx);
    const headers = { authorization: `Bearer ${await demo.tokenOf('developer')}`, team_uuid: ctx.ids.acmeIntegrations };
    const secretsAnswer = await fetch(`${demo.server.url}/api/apim/applications/${appId}/secrets`, { headers });
    expect(secretsAnswer.status).toBe(200);
    const stored = await storedSecrets(ctx.pool);
    const plaintexts: string[] = [];
    for (const { id } of ((await secretsAnswer.json()) as { data: Array<{ id: string }> }).data) {
      const res = await fetch(`${demo.server.url}/api/apim/applications/${appId}/secrets/${id}`, { headers });
      const value = (await res.json()) as { data: Array<{ secret: string }> };
      plaintexts.push(...value.data.map((s) => s.secret));
    }
    expect(plaintexts.length).toBeGreaterThan(0);

    const problems: string[] = [];
    let jsonAnswers = 0;
    for (const entry of GET_ROUTES) {
      for (const user of [null, ...USERS]) {
        const route = await prepareRoute(entry, ctx, demo.tokenOf, SEED, user ?? 'developer');
        const headers = { ...route.headers };
        if (!user) delete headers.authorization;
        const team = ctx.ids[HOME_TEAM[user ?? ''] ?? ''];
        if (entry.teamHeader && team) headers.team_uuid = team;
        else delete headers.team_uuid;
        const answer = await readAnswer(await fetch(`${demo.server.url}${route.url}`, { headers }));
        const who = `${entry.name} as ${user ?? 'anonymous'} (${answer.status})`;
        if (answer.status >= 500) problems.push(`${who}: answered ${answer.status}`);
        const leaked = leakedValues(answer.text, stored);
        if (leaked.length) problems.push(`${who}: carries ${leaked.length} stored secret value(s)`);
        if (!SECRET_ROUTES[entry.name] && leakedValues(answer.text, plaintexts).length)
          problems.push(`${who}: carries a plaintext client secret`);
        if (answer.json === undefined) continue;
        jsonAnswers++;
        problems.push(...forbiddenKeys(answer.json, SECRET_ROUTES[entry.name]).map((k) => `${who}: key ${k}`));
        const schema = RESPONSE_SCHEMAS[entry.name];
        if (schema && answer.status === 200)
          problems.push(...undeclaredKeys(schema, answer.json).map((k) => `${who}: undeclared key ${k}`));
      }
    }
    expect(jsonAnswers).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  }, 120_000);
});
