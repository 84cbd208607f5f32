/** Who may lint and read: members of an internal team, each team its own jobs only; expired jobs are gone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { PETSTORE_WITH_PROBLEMS, addSecondInternalTeam, linterClient } from './linter-test-kit.js';

let demo: DemoServer;
let lint: ReturnType<typeof linterClient>;
let team: string;
let otherTeam: string;
let ref: string;
beforeAll(async () => {
  demo = await startDemoServer();
  lint = linterClient(demo);
  team = demo.ids.platform;
  otherTeam = await addSecondInternalTeam(demo, 'globexAdmin');
  ref = (await lint.submit('staff', team, 'petstore.yaml', PETSTORE_WITH_PROBLEMS)).referenceId;
});
afterAll(async () => demo?.server.stop());

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

describe('linter access', () => {
  it('answers 401 without a token', async () => {
    expect((await lint.upload(null, team, 'a.yaml', 'openapi: 3.0.0\n')).status).toBe(401);
    expect((await lint.get(null, team, ref)).status).toBe(401);
  });

  it('needs the current team in the team_uuid header (400)', async () => {
    const res = await lint.upload('staff', null, 'a.yaml', 'openapi: 3.0.0\n');
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe('LINT_TEAM_REQUIRED');
    expect(await codeOf(await lint.get('staff', null, ref))).toBe('LINT_TEAM_REQUIRED');
  });

  it('checks the team before the query: no team and a bad ruleset is still LINT_TEAM_REQUIRED', async () => {
    const res = await lint.upload('staff', null, 'a.yaml', 'openapi: 3.0.0\n', 'text/plain', '?ruleset=x');
    expect([res.status, await codeOf(res)]).toEqual([400, 'LINT_TEAM_REQUIRED']);
    const bad = await lint.upload('staff', team, 'a.yaml', 'openapi: 3.0.0\n', 'text/plain', '?ruleset=x');
    expect([bad.status, await codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a team that is not internal with 403 and a code', async () => {
    const res = await lint.upload('developer', demo.ids.acmeIntegrations, 'a.yaml', 'openapi: 3.0.0\n');
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('LINT_INTERNAL_TEAM_REQUIRED');
    const read = await lint.get('developer', demo.ids.acmeIntegrations, ref);
    expect(read.status).toBe(403);
  });

  it('does not let anyone use a team they are not a member of (404)', async () => {
    const res = await lint.upload('developer', team, 'a.yaml', 'openapi: 3.0.0\n');
    expect(res.status).toBe(404);
    expect((await lint.get('globexAdmin', team, ref)).status).toBe(404);
  });

  it("hides a job from another internal team (404), and from the owner's team only the job's own", async () => {
    const res = await lint.get('globexAdmin', otherTeam, ref);
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('LINT_NOT_FOUND');
    expect((await lint.get('globexAdmin', otherTeam, ref, '/source')).status).toBe(404);
    expect((await lint.get('staff', team, ref)).status).toBe(200);
    expect((await lint.get('staff', team, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await lint.get('staff', team, 'not-a-uuid')).status).toBe(400);
  });

  it('forgets a job after LINT_RESULT_TTL_HOURS (404), and the purge deletes it with its upload', async () => {
    const { referenceId } = await lint.submit('staff', team, 'old.yaml', PETSTORE_WITH_PROBLEMS);
    await lint.finish('staff', team, referenceId);
    const { pool } = demo.server.platform;
    await pool.query(`UPDATE lint_jobs SET expires_at = now() - interval '1 second' WHERE id = $1`, [referenceId]);
    expect((await lint.get('staff', team, referenceId)).status).toBe(404);
    const { deleteExpired } = await import('./linter.repository.js');
    expect(await deleteExpired(pool)).toBe(1);
    const chunks = await pool.query('SELECT 1 FROM lint_upload_chunks WHERE job_id = $1', [referenceId]);
    expect(chunks.rowCount).toBe(0);
  });

  it('keeps a job for the configured time', async () => {
    const job = await lint.job('staff', team, ref);
    const hours = (Date.parse(job.expiresAt) - Date.parse(job.createdAt)) / 3600_000;
    expect(hours).toBeCloseTo(24, 1);
  });
});
