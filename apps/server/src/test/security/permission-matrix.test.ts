/**
 * Issue 13 item 1: every ROUTE_TABLE entry called as every persona; each answer must be the status written down in
 * the matrix, and a refused write must leave the tenant's rows as its owner sees them unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROUTE_TABLE, routeEntry, routeUrl } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../demo-server.js';
import { makeFixtures } from './permission-matrix-fixtures.js';
import {
  HOME_TEAM,
  PERSONAS,
  PERSONA_USER,
  isAllowed,
  type MatrixHarness,
  type MatrixRow,
  type Persona,
} from './permission-matrix.js';
import { MATRIX_ROWS } from './permission-matrix-rows.js';

let demo: DemoServer;
let h: MatrixHarness;

function harness(d: DemoServer): MatrixHarness {
  const teamId = (team: string) => d.ids[team] ?? team;
  const headers = async (user: string, team: string | null | undefined) => ({
    authorization: `Bearer ${await d.tokenOf(user)}`,
    ...(team ? { team_uuid: teamId(team) } : {}),
  });
  const self: MatrixHarness = {
    demo: d,
    ids: d.ids,
    fx: {},
    async json<T>(user: string, team: string | null, method: string, path: string, body?: unknown, status = 200) {
      const res = await fetch(`${d.server.url}${path}`, {
        method,
        headers: {
          ...(await headers(user, team)),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== status) throw new Error(`${method} ${path} as ${user}: ${res.status} ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async upload(user, team, path, form, status) {
      const res = await fetch(`${d.server.url}${path}`, {
        method: 'POST',
        headers: await headers(user, team),
        body: form,
      });
      const text = await res.text();
      if (res.status !== status) throw new Error(`POST ${path} as ${user}: ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as Record<string, unknown>;
    },
    read: (user, path, team) => self.json(user, team ?? null, 'GET', path),
    query: async <T>(sql: string, values?: unknown[]) => (await d.server.platform.pool.query(sql, values)).rows as T[],
  };
  return self;
}

beforeAll(async () => {
  demo = await startDemoServer();
  h = harness(demo);
  await Promise.all(['basic', 'developer', 'teamAdmin', 'staff', 'globexAdmin'].map((u) => demo.tokenOf(u)));
  h.fx = await makeFixtures(h);
});
afterAll(async () => demo?.server.stop());

/** One call of a row as a persona: its status (and the start of its body, to explain a mismatch). */
async function send(row: MatrixRow, persona: Persona, fresh: Record<string, string>) {
  const entry = routeEntry(row.route);
  const c = row.call?.({ persona, ids: h.ids, fx: { ...h.fx, ...fresh }, home: h.ids[HOME_TEAM[persona]] }) ?? {};
  const user = PERSONA_USER[persona];
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${await demo.tokenOf(user)}`;
  const team = c.team === undefined ? h.ids[HOME_TEAM[persona]] : c.team;
  if (team) headers.team_uuid = team;
  const query = c.query ? `?${new URLSearchParams(c.query)}` : '';
  const url = `${demo.server.url}${routeUrl(entry.path, c.params)}${query}`;
  if (entry.websocket) return { status: await socketStatus(url, headers), text: '' };
  let body: FormData | string | undefined;
  if (c.multipart) body = c.multipart();
  else if (c.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(c.form).toString();
  } else if (c.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.body);
  }
  const res = await fetch(url, { method: entry.method, headers, body, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

function socketStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', reject);
  });
}

const entryOf = (row: MatrixRow) => routeEntry(row.route);

/** The personas a row calls: accountAdmin only where the row names it (otherwise it is teamAdmin's very call). */
const personasOf = (row: MatrixRow) => PERSONAS.filter((p) => p !== 'accountAdmin' || row.expect.accountAdmin);
const expected = (row: MatrixRow, p: Persona) => (p === 'accountAdmin' ? row.expect.accountAdmin! : row.expect[p]);

describe('permission matrix', () => {
  it('has a row for every route of the table, and only for routes of the table', () => {
    const rowed = new Set(MATRIX_ROWS.map((r) => r.route));
    expect(ROUTE_TABLE.filter((r) => !rowed.has(r.name)).map((r) => r.name)).toEqual([]);
    const names = new Set(ROUTE_TABLE.map((r) => r.name));
    expect(MATRIX_ROWS.filter((r) => !names.has(r.route)).map((r) => r.route)).toEqual([]);
  });

  MATRIX_ROWS.forEach((row, i) => {
    // Reads that change nothing run side by side (vitest's maxConcurrency); writes one after another, in order.
    const test = entryOf(row).method === 'GET' && !row.observe && !row.fresh ? it.concurrent : it;
    test(`${row.route} #${i}`, async () => {
      const personas = personasOf(row);
      const refused = personas.filter((p) => !isAllowed(expected(row, p)));
      const allowed = personas.filter((p) => isAllowed(expected(row, p)));
      const mismatches: string[] = [];
      let fresh = row.fresh ? await row.fresh(h) : {};
      const before = row.observe ? JSON.stringify(await row.observe(h, fresh)) : undefined;
      const check = async (p: Persona) => {
        const { status, text } = await send(row, p, fresh);
        if (status !== expected(row, p))
          mismatches.push(`${p}: ${status} (expected ${expected(row, p)}) ${text.slice(0, 200)}`);
        const wrong = isAllowed(status) && row.inspect?.(p, text, h.ids);
        if (wrong) mismatches.push(`${p}: ${wrong}`);
      };
      // Refused calls may run together: none of them may change anything (checked below).
      await Promise.all(refused.map(check));
      if (row.observe) {
        const after = JSON.stringify(await row.observe(h, fresh));
        if (after !== before) mismatches.push(`refused calls changed the tenant's state:\n${before}\n${after}`);
      }
      if (!row.fresh) await Promise.all(allowed.map(check));
      for (const [n, p] of row.fresh ? allowed.entries() : []) {
        // The first allowed call takes the fixture the refused calls left untouched; each later one a new one.
        if (n > 0) fresh = await row.fresh!(h);
        await check(p);
      }
      expect(mismatches, row.why).toEqual([]);
    });
  });
});
