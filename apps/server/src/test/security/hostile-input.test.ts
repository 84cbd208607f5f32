/**
 * Issue 13 item 4: hostile input on every write route of the contracts' ROUTE_TABLE whose body is JSON. Bodies are
 * generated from the route's zod schema (fast-check, fixed seed) and then broken: malformed JSON, wrong content
 * types, wrong types for each field, missing fields, values over their maximum, 2 MB strings, 100k-element arrays,
 * deep nesting, prototype keys and unicode edge cases. Whatever the schema refuses must be answered 4xx with a JSON
 * error `code`; nothing is ever answered 5xx; and a refused request writes nothing (database fingerprint before and
 * after). The same request with the valid body is then accepted, so the refusals were about the body.
 * Route params, and the write routes without a JSON body, are covered in hostile-params.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../demo-server.js';
import { watchDatabase, type DbWatch, type Fingerprint } from './db-snapshot.js';
import {
  contentTypeCases,
  malformedCases,
  oversizeCases,
  schemaLimitCases,
  unicodeCases,
  wrongTypeArbitrary,
  type HostileCase,
} from './hostile-cases.js';
import { JSON_WRITE_ROUTES, prepareRoute, type FixtureContext, type PreparedRoute } from './route-fixtures.js';
import { describeAnswer, refusalProblem, sendRaw, type Answer } from './http-answers.js';

const SEED = Number(process.env.SECURITY_SEED ?? 20261122);
// Bounded so that the file stays well under a minute on a loaded 2-core machine.
const WRONG_TYPE_RUNS = 6;

let demo: DemoServer;
let db: DbWatch;
let ctx: FixtureContext;
let unique = 0;

beforeAll(async () => {
  demo = await startDemoServer();
  db = await watchDatabase(demo.server.platform.pool);
  ctx = { ids: demo.ids, pool: demo.server.platform.pool, url: demo.server.url, tokenOf: demo.tokenOf };
  await db.settle();
});
afterAll(async () => demo?.server.stop());

const send = (route: PreparedRoute, c: HostileCase): Promise<Answer> =>
  sendRaw(demo.server.url, route.entry.method, route.url, route.headers, c.text, c.contentType ?? 'application/json');

/** Whether the route's schema refuses a case (raw texts and foreign content types always); parsed once per case. */
const verdicts = new WeakMap<HostileCase, boolean>();
function refusedBySchema(route: PreparedRoute, c: HostileCase): boolean {
  if (!verdicts.has(c))
    verdicts.set(
      c,
      c.value === undefined || c.contentType !== undefined || !route.entry.body!.safeParse(c.value).success,
    );
  return verdicts.get(c)!;
}

/** What the schema refuses must be refused; what it accepts may be accepted or refused, never answered 5xx. */
function problemOf(route: PreparedRoute, c: HostileCase, answer: Answer): string | undefined {
  const refused = refusedBySchema(route, c);
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (refused) return refusalProblem(answer);
  return answer.status < 300 ? undefined : refusalProblem(answer);
}

const show = (c: HostileCase) => (c.text.length > 300 ? `${c.text.slice(0, 300)}... (${c.text.length} chars)` : c.text);

describe(`hostile input on the JSON write routes (seed ${SEED})`, () => {
  it('covers every JSON write route of the route table', () => {
    expect(JSON_WRITE_ROUTES.length).toBeGreaterThan(30);
  });

  for (const entry of JSON_WRITE_ROUTES) {
    it(`${entry.name}: ${entry.method} ${entry.path}`, async () => {
      const route = await prepareRoute(entry, ctx, demo.tokenOf, SEED);
      const valid = route.validBody(++unique);
      const problems: string[] = [];
      // In step 3 each case is followed by a quiet fingerprint, so that a refusal that wrote is named precisely
      // (step 1 compares the whole database once, as every one of its cases must be refused).
      let quiet: Fingerprint | undefined;
      const check = async (c: HostileCase) => {
        const answer = await send(route, c);
        let problem = problemOf(route, c, answer);
        if (quiet) {
          const next = await db.fingerprint('quiet');
          const wrote = db.changed(quiet, next);
          quiet = next;
          if (!problem && answer.status >= 400 && wrote.length)
            problem = `refused with ${answer.status} but wrote ${wrote}`;
        }
        if (problem)
          problems.push(`${c.name}: ${problem}\n    input: ${show(c)}\n    answer: ${describeAnswer(answer)}`);
        return { answer, problem };
      };

      // 1. What no schema accepts: the database must not change at all.
      const before = await db.fingerprint('quiet');
      const rowsBefore = await db.rows();
      const all = [
        ...malformedCases(valid),
        ...contentTypeCases(valid),
        ...schemaLimitCases(entry.body!, valid),
        ...oversizeCases(valid),
      ];
      for (const c of all.filter((c) => refusedBySchema(route, c))) await check(c);
      await fc.assert(
        fc.asyncProperty(wrongTypeArbitrary(valid), async ({ path, body }) => {
          fc.pre(!entry.body!.safeParse(body).success);
          const c = { name: `wrong type at ${path.join('.')}`, text: JSON.stringify(body), value: body };
          return (await check(c)).problem === undefined;
        }),
        { seed: SEED, numRuns: WRONG_TYPE_RUNS, endOnFailure: true },
      );
      const changed = db.changed(before, await db.fingerprint('quiet'));
      if (changed.length && !problems.length) {
        const added = db.added(rowsBefore, await db.rows());
        problems.push(`refused requests changed ${changed.join(', ')}: ${JSON.stringify(added).slice(0, 1500)}`);
      }
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('isAdmin');

      // 2. The valid body is accepted: the refusals were about the body, not the caller or the params.
      const accepted = await send(route, { name: 'valid', text: JSON.stringify(valid) });
      expect(accepted.status, `valid body refused: ${describeAnswer(accepted)}`).toBeLessThan(300);

      // 3. Values the schema may accept (unicode edges, oversized values within limits): never 5xx; a refusal
      //    writes nothing (background mail aside, so the quiet fingerprint).
      const maybe = [
        ...unicodeCases(() => route.validBody(++unique)).map((make) => make()),
        ...all.filter((c) => !refusedBySchema(route, c)),
      ];
      quiet = await db.fingerprint('quiet');
      for (const c of maybe) await check(c);

      expect(problems, `seed ${SEED}; ${problems.length} problem(s) on ${entry.name}:\n${problems.join('\n')}`).toEqual(
        [],
      );
    });
  }
});
