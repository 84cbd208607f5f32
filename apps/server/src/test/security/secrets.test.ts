/**
 * Security suite, item 8 (secrets at rest and on the wire): a dump of every table (every column, as JSON text, so
 * text, json and bytea alike) holds no client secret, event signing secret or password in clear; every answer that
 * carries a secret says Cache-Control: no-store; every read of a secret leaves an audit entry (who, what, when,
 * which team).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventSubscriptionCreatedSchema,
  eventDetailsSchema,
  secretValueListSchema,
  subscriptionSummarySchema,
  type SecretValueList,
} from '@dc/contracts';
import { apimClient, clientCredentials, type ApimClient } from '../../modules/applications/applications-test-kit.js';
import { demoDevicePassword } from '../../demo/iot-world.js';
import { DEMO_PASSWORD } from '../../demo/world.js';
import { startDemoServer, type DemoServer } from '../demo-server.js';

let demo: DemoServer;
let apim: ApimClient;
const TEAM = 'acmeIntegrations';

beforeAll(async () => {
  // The webhook endpoint is never called here (nothing is published); a loopback address keeps the test offline.
  demo = await startDemoServer({ EVENT_WEBHOOK_ALLOW_HTTP: 'true', EVENT_WEBHOOK_ALLOW_PRIVATE: 'true' });
  apim = apimClient(demo);
});
afterAll(async () => demo?.server.stop());

/** A call as the developer for the team (team_uuid header), JSON body. */
async function asDeveloper(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await demo.tokenOf('developer')}`,
    team_uuid: demo.ids[TEAM],
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${demo.server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface AuditRow {
  actorId: string;
  teamId: string | null;
  action: string;
  subject: string;
  at: Date;
}

const auditSince = async (since: Date): Promise<AuditRow[]> =>
  (
    await demo.server.platform.pool.query<AuditRow>(
      `SELECT actor_id AS "actorId", team_id AS "teamId", action, subject, occurred_at AS at
         FROM audit_log WHERE occurred_at >= $1 ORDER BY occurred_at, id`,
      [since],
    )
  ).rows;

/** Every row of every table in every schema of the database (pg-boss's included), as JSON text. */
async function dumpDatabase(): Promise<string> {
  const pool = demo.server.platform.pool;
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const parts: string[] = [];
  for (const t of tables) {
    const ident = `"${t.schema.replace(/"/g, '""')}"."${t.name.replace(/"/g, '""')}"`;
    const { rows } = await pool.query<{ row: string }>(`SELECT row_to_json(x)::text AS row FROM ${ident} x`);
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** The forms a value could be stored in without encryption: as is, hex (bytea), base64 and base64url. */
function clearForms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  return [value, bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')];
}

describe('secrets at rest', () => {
  const found: Record<string, string> = {};

  it('makes and reads secrets: each answer is no-store and each read is audited', async () => {
    const started = new Date(Date.now() - 1000);
    const app = await apim.createApplication('developer', TEAM, { name: 'Vault Check' });
    const made = await apim.call('developer', TEAM, 'POST', `/applications/${app.id}/secrets`);
    expect(made.headers.get('cache-control')).toBe('no-store');
    const secret = secretValueListSchema.parse(await apim.json<SecretValueList>(made, 201)).data[0];
    const read = await apim.call('developer', TEAM, 'GET', `/applications/${app.id}/secrets/${secret.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(((await read.json()) as SecretValueList).data[0].secret).toBe(secret.secret);
    found.clientSecret = secret.secret;
    found.firstClientSecret = app.secrets[0].secret;
    // Used at the token endpoint too, so the provider's own storage is in the dump below.
    expect((await clientCredentials(demo.server.url, app.client_id, secret.secret)).status).toBe(200);

    // The subscription summary shows an application's secrets too.
    const summaryPath = `/subscriptions/apps/${demo.ids['app:fieldSync']}/apis/${demo.ids['product:fleet-telematics']}/summary`;
    const summary = await apim.call('developer', TEAM, 'GET', summaryPath);
    expect(summary.headers.get('cache-control')).toBe('no-store');
    const credentials = subscriptionSummarySchema.parse(await summary.json()).credentials;
    expect(credentials?.secrets.length).toBeGreaterThan(0);
    found.summarySecret = credentials!.secrets[0].secret;

    // An https event subscription's signing secret: shown at creation and read again later.
    const eventId = demo.ids['product:equipment-telemetry-events'];
    const details = await asDeveloper('GET', `/api/events/events/${eventId}/data`);
    const trn = eventDetailsSchema.parse(await details.json()).availableVersions['1.0.0'][0].eventMultitenantTrn;
    const created = await asDeveloper('POST', `/api/events/events/${trn}/subscriptions`, {
      protocol: 'https',
      teamId: demo.ids[TEAM],
      consumerClientId: app.id,
      endpoint: 'http://127.0.0.1:9/hooks',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const subscription = eventSubscriptionCreatedSchema.parse(await created.json());
    found.signingSecret = subscription.signingSecret!;
    const subscriptionTrn = subscription.subscription.subscriptionTrn;
    const signing = await asDeveloper('GET', `/api/events/subscriptions/${subscriptionTrn}/signing-secret`);
    expect(signing.status).toBe(200);
    expect(signing.headers.get('cache-control')).toBe('no-store');
    expect(((await signing.json()) as { signingSecret: string }).signingSecret).toBe(found.signingSecret);

    // A refused read leaves no entry: only secrets actually shown are audited.
    const foreign = await apim.call('globexAdmin', 'globexLabs', 'GET', `/applications/${app.id}/secrets/${secret.id}`);
    expect(foreign.status).toBe(404);

    const entries = await auditSince(started);
    const by = { actorId: demo.ids.developer, teamId: demo.ids[TEAM] };
    expect(entries.map(({ actorId, teamId, action, subject }) => ({ actorId, teamId, action, subject }))).toEqual([
      { ...by, action: 'application.secret.create', subject: `application:${app.id}/secret:${app.secrets[0].id}` },
      { ...by, action: 'application.secret.create', subject: `application:${app.id}/secret:${secret.id}` },
      { ...by, action: 'application.secret.read', subject: `application:${app.id}/secret:${secret.id}` },
      { ...by, action: 'subscription.credentials.read', subject: `application:${demo.ids['app:fieldSync']}` },
      { ...by, action: 'event-subscription.signing-secret.create', subject: `event-subscription:${subscriptionTrn}` },
      { ...by, action: 'event-subscription.signing-secret.read', subject: `event-subscription:${subscriptionTrn}` },
    ]);
    for (const e of entries) expect(e.at.getTime()).toBeGreaterThanOrEqual(started.getTime());
  });

  it('keeps none of them, nor any user or device password, in clear in the database', async () => {
    expect(Object.keys(found)).toHaveLength(4);
    // Every demo user signed in with the demo password (the developer did above; staff signs in now too).
    await demo.tokenOf('staff');
    const { rows: devices } = await demo.server.platform.pool.query<{ serial: string }>(
      'SELECT serial_number AS serial FROM iot_devices',
    );
    expect(devices.length).toBeGreaterThan(0);
    const devicePasswords = Object.fromEntries(
      devices.map((d) => [`device ${d.serial}`, demoDevicePassword(d.serial)]),
    );
    const dump = await dumpDatabase();
    // The dump is real: it holds what is stored in clear on purpose (an e-mail address, an application's name).
    expect(dump).toContain('developer@example.com');
    expect(dump).toContain('Vault Check');
    for (const [name, value] of Object.entries({ ...found, ...devicePasswords, password: DEMO_PASSWORD }))
      for (const form of clearForms(value)) expect(dump.includes(form), `${name} (${form.slice(0, 6)}…)`).toBe(false);
  });
});
