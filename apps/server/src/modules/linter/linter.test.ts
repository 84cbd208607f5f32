/** POST /specs/linter then GET /specs/linter/{ref}: the lint of a small spec, exactly as `spectral lint` has it. */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { PETSTORE_WITH_PROBLEMS, linterClient } from './linter-test-kit.js';
import { generateOpenApiText } from './test-specs.js';

let demo: DemoServer;
let lint: ReturnType<typeof linterClient>;
let team: string;
beforeAll(async () => {
  demo = await startDemoServer({ LINT_WORKERS: '2', LINT_PREWARM: 'true' });
  lint = linterClient(demo);
  team = demo.ids.platform;
});
afterAll(async () => demo?.server.stop());

const SEVERITY = ['error', 'warning', 'info', 'hint'];

/** `spectral lint --format json` of the same text with the same rulesets (node_modules/.bin/spectral). */
async function spectralCli(name: string, text: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-spectral-'));
  await fs.writeFile(path.join(dir, name), text);
  await fs.writeFile(path.join(dir, 'ruleset.yaml'), 'extends: ["spectral:oas", "spectral:asyncapi"]\n');
  const bin = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/spectral');
  const args = ['lint', name, '--ruleset', 'ruleset.yaml', '--format', 'json', '--quiet'];
  const out = await promisify(execFile)(bin, args, { cwd: dir, env: { ...process.env, SCARF_ANALYTICS: 'false' } })
    .then((r) => r.stdout)
    .catch((err: { stdout: string }) => err.stdout);
  await fs.rm(dir, { recursive: true, force: true });
  return (
    JSON.parse(out) as Array<{ code: string; severity: number; message: string; path: string[]; range: unknown }>
  ).map((r) => ({ code: r.code, severity: SEVERITY[r.severity], message: r.message, path: r.path, range: r.range }));
}

describe('linting a spec', () => {
  // The first job of a fresh server waits for its worker's ruleset build, and the CLI is a process of its own: at a
  // load of 14 they took 12 s each (the test 29-30 s).
  it(
    'answers 202 with a reference at once, then runs RUNNING to SUCCEEDED with the CLI results',
    { timeout: 90_000 },
    async () => {
      const submitted = await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS);
      // A worker of this instance is free: the job is started with the upload (linter.queue.ts).
      expect(submitted).toMatchObject({
        status: 'RUNNING',
        progress: 5,
        fileName: 'petstore.yaml',
        fileSize: Buffer.byteLength(PETSTORE_WITH_PROBLEMS),
        syntax: 'yaml',
        results: null,
        ruleset: 'recommended',
        rulesets: ['spectral:oas', 'spectral:asyncapi'],
        engine: null,
        timings: null,
      });
      const { job } = await lint.finish('staff', team, submitted.referenceId);
      expect(job).toMatchObject({ status: 'SUCCEEDED', progress: 100, format: 'openapi-3.0', truncated: false });
      // The console's own engine ran (LINT_ENGINE's default), and its results are the CLI's.
      expect(job.engine).toBe('fast');
      expect(Object.keys(job.timings!).sort()).toEqual(['linting', 'parsing', 'reading', 'saving']);
      expect(job.counts).toEqual({ error: 1, warning: 8, info: 0, hint: 0 });
      const cli = await spectralCli('petstore.yaml', PETSTORE_WITH_PROBLEMS);
      expect(
        job.results!.map(({ code, severity, message, path, range }) => ({ code, severity, message, path, range })),
      ).toEqual(cli);
      expect(job.results!.find((r) => r.code === 'invalid-ref')).toMatchObject({
        line: 26,
        column: 23,
        severity: 'error',
      });
    },
  );

  it("claims an upload's queue job for this instance in the upload's transaction: no other worker can take it", async () => {
    const queueJob = async (ref: string) =>
      (
        await demo.server.platform.pool.query<{ state: string; retries: number }>(
          `SELECT state, retry_count AS retries FROM pgboss.job WHERE name = 'lint' AND data->>'jobId' = $1`,
          [ref],
        )
      ).rows;
    const { referenceId, status } = await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS);
    expect(status).toBe('RUNNING');
    const [claimed] = await queueJob(referenceId);
    if (claimed.state !== 'completed') expect(claimed).toEqual({ state: 'active', retries: 0 });
    // What another instance's worker asks of the queue finds nothing to take.
    expect(await demo.server.platform.queue.fetch('lint', { batchSize: 5 })).toEqual([]);
    const { job } = await lint.finish('staff', team, referenceId);
    expect(job).toMatchObject({ status: 'SUCCEEDED', counts: { error: 1, warning: 8, info: 0, hint: 0 } });
    // pg-boss hears of the end as from its own worker (just after the job's row is written).
    const until = Date.now() + 10_000;
    while ((await queueJob(referenceId))[0].state === 'active' && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    expect(await queueJob(referenceId)).toEqual([{ state: 'completed', retries: 0 }]);
    const { rows } = await demo.server.platform.pool.query('SELECT attempts FROM lint_jobs WHERE id = $1', [
      referenceId,
    ]);
    expect(rows).toEqual([{ attempts: 1 }]);
  });

  it(
    'an upload whose transaction fails after its lint started at once leaves nothing behind and frees its worker',
    { timeout: 120_000 },
    async () => {
      const { pool, config } = demo.server.platform;
      const count = async (sql: string) => Number((await pool.query<{ n: string }>(sql)).rows[0].n);
      const jobs = () => count('SELECT count(*) AS n FROM lint_jobs');
      const queued = () => count(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'lint'`);
      const files = async () => {
        const list = async (dir: string) => fs.readdir(path.join(config.LINT_STORAGE_DIR, dir)).catch(() => []);
        return [...(await list('jobs')), ...(await list('uploads'))];
      };
      const before = { jobs: await jobs(), queued: await queued() };
      // The upload's bytes are refused inside its transaction: after the job row is inserted (RUNNING, its lint
      // started on a free worker) and before its queue job is sent and claimed.
      await pool.query(`CREATE FUNCTION test_refuse_lint_chunk() RETURNS trigger LANGUAGE plpgsql
                        AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
      await pool.query(`CREATE TRIGGER test_refuse_lint_chunk BEFORE INSERT ON lint_upload_chunks
                        FOR EACH ROW EXECUTE FUNCTION test_refuse_lint_chunk()`);
      try {
        const res = await lint.upload('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS);
        expect(res.status).toBe(500);
      } finally {
        await pool.query('DROP TRIGGER test_refuse_lint_chunk ON lint_upload_chunks');
        await pool.query('DROP FUNCTION test_refuse_lint_chunk()');
      }
      // The lint that started is dropped when it ends, and its file with it.
      const until = Date.now() + 30_000;
      while ((await files()).length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(await files()).toEqual([]);
      expect({ jobs: await jobs(), queued: await queued() }).toEqual(before);
      // Both workers are free again: two uploads in a row both start at once (a slot kept by the dropped lint would
      // leave the second QUEUED behind the first, which takes seconds).
      const first = await lint.submit('staff', team, 'big.yaml', generateOpenApiText(400_000));
      const second = await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS);
      expect([first.status, second.status]).toEqual(['RUNNING', 'RUNNING']);
      for (const { referenceId } of [first, second])
        expect((await lint.finish('staff', team, referenceId, 100_000)).job.status).toBe('SUCCEEDED');
    },
  );

  it('runs the OWASP API Security ruleset beside the recommended ones when asked (?ruleset=owasp)', async () => {
    const submitted = await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS, '?ruleset=owasp');
    expect(submitted.rulesets).toEqual(['spectral:oas', 'spectral:asyncapi', '@stoplight/spectral-owasp-ruleset']);
    const { job } = await lint.finish('staff', team, submitted.referenceId);
    expect(job).toMatchObject({ status: 'SUCCEEDED', ruleset: 'owasp', engine: 'spectral' });
    const codes = new Set(job.results!.map((r) => r.code));
    expect(codes).toContain('owasp:api8:2023-define-error-responses-401');
    expect(codes).toContain('info-contact');
    const bad = await lint.upload('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS, 'text/plain', '?ruleset=x');
    expect(bad.status).toBe(400);
  });

  it('reports a YAML syntax error as one parser result at its line, not as a failure', async () => {
    const text = 'openapi: 3.0.0\ninfo:\n  title: x\n  version: "1"\npaths:\n  /a: b: c\n';
    const { referenceId } = await lint.submit('staff', team, 'broken.yml', text);
    const { job } = await lint.finish('staff', team, referenceId);
    expect(job.status).toBe('SUCCEEDED');
    const parser = job.results!.filter((r) => r.code === 'parser');
    expect(parser).toEqual([expect.objectContaining({ severity: 'error', line: 6 })]);
    expect(await (await demo.server.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it(
    'detects JSON by content and the document format (OpenAPI 2.0, 3.1, AsyncAPI 2.x, 3.0)',
    { timeout: 120_000 },
    async () => {
      const cases = [
        [
          'swagger.json',
          '{"swagger": "2.0", "info": {"title": "x", "version": "1"}, "paths": {}}',
          'json',
          'openapi-2.0',
        ],
        ['oas31.yaml', 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\n', 'yaml', 'openapi-3.1'],
        ['events.yaml', 'asyncapi: 2.6.0\ninfo: {title: x, version: "1"}\nchannels: {}\n', 'yaml', 'asyncapi-2'],
        ['events3.json', '{"asyncapi": "3.0.0", "info": {"title": "x", "version": "1"}}', 'json', 'asyncapi-3'],
        ['other.yaml', 'hello: world\n', 'yaml', null],
      ] as const;
      const refs = [];
      for (const [name, text] of cases) refs.push((await lint.submit('staff', team, name, text)).referenceId);
      for (const [i, [, , syntax, format]] of cases.entries()) {
        const { job } = await lint.finish('staff', team, refs[i], 100_000);
        expect(job).toMatchObject({ status: 'SUCCEEDED', syntax, format });
      }
    },
  );

  it('never follows $refs to files or URLs', async () => {
    const text = [
      'openapi: 3.0.0',
      'info: {title: x, version: "1", description: d, contact: {name: a}}',
      'servers: [{url: "https://example.com"}]',
      'paths:',
      '  /a:',
      '    $ref: "/etc/passwd"',
      '  /b:',
      '    $ref: "http://127.0.0.1:1/x.yaml"',
      '',
    ].join('\n');
    const { referenceId } = await lint.submit('staff', team, 'refs.yaml', text);
    const { job } = await lint.finish('staff', team, referenceId);
    expect(job.results!.map((r) => [r.code, r.line])).toEqual([
      ['invalid-ref', 6],
      ['invalid-ref', 8],
    ]);
  });

  it("keeps the client's file name for display only: stored files have generated names", async () => {
    const job = await lint.submit('staff', team, '../../etc/evil.yaml', PETSTORE_WITH_PROBLEMS);
    expect(job.fileName).toBe('evil.yaml');
    const dir = demo.server.platform.config.LINT_STORAGE_DIR;
    const names = [
      ...(await fs.readdir(path.join(dir, 'jobs')).catch(() => [])),
      ...(await fs.readdir(path.join(dir, 'uploads')).catch(() => [])),
    ];
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}\.(spec|part)/);
    await lint.finish('staff', team, job.referenceId);
  });

  it('serves the uploaded file for the source view', async () => {
    const { referenceId } = await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS);
    const res = await lint.get('staff', team, referenceId, '/source');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe(PETSTORE_WITH_PROBLEMS);
  });
});
