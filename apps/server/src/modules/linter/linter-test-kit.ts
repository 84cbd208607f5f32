/** The linter as a client uses it, for tests over HTTP: upload (multipart), poll, read. */
import { expect } from 'vitest';
import { LINTER_TEAM_HEADER, isLintFinished, type LintJob } from '@dc/contracts';
import type { DemoServer } from '../../test/demo-server.js';

export const LINTER_BASE = '/api/linter/specs/linter';

/** A second internal team (in the provider's account) with its own member, to show jobs are per team. */
export async function addSecondInternalTeam(demo: DemoServer, memberKey: string): Promise<string> {
  const { rows } = await demo.server.platform.pool.query<{ id: string }>(
    `INSERT INTO teams (account_id, name, internal) VALUES ($1, 'Support Tools', true) RETURNING id`,
    [demo.ids.provider],
  );
  await demo.server.platform.pool.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'admin')`, [
    rows[0].id,
    demo.ids[memberKey],
  ]);
  return rows[0].id;
}

export function linterClient(demo: DemoServer) {
  async function headers(user: string | null, teamId: string | null): Promise<Record<string, string>> {
    const h: Record<string, string> = {};
    if (user) h.authorization = `Bearer ${await demo.tokenOf(user)}`;
    if (teamId) h[LINTER_TEAM_HEADER] = teamId;
    return h;
  }

  return {
    async upload(
      user: string | null,
      teamId: string | null,
      name: string,
      content: string | Buffer,
      type = 'text/plain',
      query = '',
    ) {
      const form = new FormData();
      form.append('file', new Blob([content], { type }), name);
      return fetch(`${demo.server.url}${LINTER_BASE}${query}`, {
        method: 'POST',
        headers: await headers(user, teamId),
        body: form,
      });
    },

    async submit(user: string, teamId: string, name: string, content: string | Buffer, query = ''): Promise<LintJob> {
      const res = await this.upload(user, teamId, name, content, 'text/plain', query);
      expect(res.status, await res.clone().text()).toBe(202);
      return (await res.json()) as LintJob;
    },

    async get(user: string | null, teamId: string | null, ref: string, suffix = '') {
      return fetch(`${demo.server.url}${LINTER_BASE}/${ref}${suffix}`, { headers: await headers(user, teamId) });
    },

    async job(user: string, teamId: string, ref: string): Promise<LintJob> {
      const res = await this.get(user, teamId, ref);
      expect(res.status).toBe(200);
      return (await res.json()) as LintJob;
    },

    /** Polls until the job ends (or the time is up); returns every status seen and the last answer. */
    async finish(user: string, teamId: string, ref: string, timeoutMs = 60_000, everyMs = 250) {
      const seen = new Set<string>();
      const until = Date.now() + timeoutMs;
      let job = await this.job(user, teamId, ref);
      seen.add(job.status);
      while (!isLintFinished(job.status) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, everyMs));
        job = await this.job(user, teamId, ref);
        seen.add(job.status);
      }
      return { seen: [...seen], job };
    },

    /** Waits until the job is RUNNING. */
    async running(user: string, teamId: string, ref: string, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      let job = await this.job(user, teamId, ref);
      while (job.status === 'QUEUED' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        job = await this.job(user, teamId, ref);
      }
      return job;
    },
  };
}

/** An OpenAPI 3.0 file with known problems: missing servers, contact, description, tags, operationId, a bad $ref. */
export const PETSTORE_WITH_PROBLEMS = `openapi: 3.0.3
info:
  title: Pets
  version: 1.0.0
paths:
  /pets:
    get:
      responses:
        '200':
          description: ok
  /pets/{id}:
    get:
      operationId: getPet
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Missing'
`;
