/**
 * Security suite, item 8 (logs) and item 6 (header injection): a server at LOG_LEVEL=trace, its one logger
 * captured, goes through sign-up, sign-in (and a failed one), a token refresh, client credentials, secret reads and
 * Contact Us sends; its log lines then hold no Authorization header, token, client or signing secret, password or
 * captcha payload. The same sends carry CR/LF in every field a user controls (name, subject variables, e-mail, page
 * addresses, recipients): the mails that leave have no header the sender did not set, and go to no one else.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_TEAM_HEADER, type CaptchaChallenge } from '@dc/contracts';
import { buildApp } from '../../app.js';
import { loadDemoWorld } from '../../demo/demo.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../demo/world.js';
import { clientCredentials } from '../../modules/applications/applications-test-kit.js';
import { sampleTemplate } from '../../modules/templates/templates-test-kit.js';
import { loadConfig } from '../../platform/config.js';
import { freePort } from '../../platform/db/embedded.js';
import { createLogger } from '../../platform/logging.js';
import { startPlatform, type Platform } from '../../platform/platform.js';
import { createTestDatabase } from '../harness.js';
import { waitFor } from '../mail-sink.js';
import { authorize, form, refreshTokens, readTokens, signIn, signUp } from '../oidc-flow.js';

const SUPPORT = 'support.desk@example.com';
const ATTACKER = 'attacker@evil.test';
/** Every value that must never be written to the log; filled as the test makes them. */
const secrets = new Map<string, string>();
const logLines: string[] = [];

let app: FastifyInstance;
let platform: Platform;
let url: string;
let ids: Record<string, string>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-logs-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: dataDir,
    DATABASE_URL: await createTestDatabase(),
    DEMO: 'false',
    DATABASE_POOL_MAX: '5',
    MQTT_PORT: '0',
    WEB_DIST: '/nonexistent-web-dist',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CAPTCHA_MAX_NUMBER: '200',
    FEEDBACK_COOLDOWN_SECONDS: '0',
    SUPPORT_EMAIL: SUPPORT,
    EVENT_WEBHOOK_ALLOW_HTTP: 'true',
    EVENT_WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  // The server's one logger (the app's request logs are its children), written into memory.
  platform = await startPlatform(config, createLogger(config.LOG_LEVEL, { write: (line) => void logLines.push(line) }));
  app = await buildApp(platform);
  await app.listen({ port, host: '127.0.0.1' });
  url = `http://127.0.0.1:${port}`;
  ids = await loadDemoWorld(platform);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await platform?.close();
});

async function signedIn(key: string): Promise<string> {
  const user = DEMO_USERS.find((u) => u.key === key)!;
  if (!tokens.has(key)) {
    const session = await signIn({ url }, user.email, DEMO_PASSWORD);
    secrets.set(`${key} id token`, session.idToken);
    secrets.set(`${key} access token`, session.accessToken);
    secrets.set(`${key} refresh token`, session.refreshToken);
    tokens.set(key, session.idToken);
  }
  return tokens.get(key)!;
}

async function call(user: string, team: string | null, method: string, p: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${await signedIn(user)}` };
  if (team) headers[TEMPLATE_TEAM_HEADER] = ids[team];
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${url}${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function solvedCaptcha(): Promise<string> {
  const c = (await (await fetch(`${url}/api/email/captcha`)).json()) as CaptchaChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = Buffer.from(JSON.stringify({ ...c, number: solution!.number, took: solution!.took })).toString(
    'base64',
  );
  secrets.set(`captcha payload ${secrets.size}`, payload);
  return payload;
}

interface SunkRaw {
  rcptTo: string[];
  subject: string | null;
  raw: string;
}
const sunkTo = async (address: string): Promise<SunkRaw[]> =>
  (
    await platform.pool.query<SunkRaw>(
      `SELECT rcpt_to AS "rcptTo", subject, raw FROM sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY received_at`,
      [address],
    )
  ).rows;

/** The header block of a raw message, unfolded: one entry per header field. */
function headerFields(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0];
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter(Boolean);
}

const CRLF_NAME = `Eve\r\nBcc: ${ATTACKER}\r\nX-Injected: name`;

describe('header injection through e-mail fields', () => {
  it('adds no header and no recipient through the Contact Us fields', async () => {
    // The sender's name comes from the profile: a hostile one (as an external issuer could send).
    await platform.pool.query(`UPDATE users SET given_name = $1, family_name = $2 WHERE email = $3`, [
      CRLF_NAME,
      'Doe\nX-Injected: family',
      'developer@example.com',
    ]);
    const res = await call('developer', null, 'POST', '/api/email/send', {
      template: 'feedback',
      locale: 'en',
      to: `${ATTACKER}\r\nBcc: ${ATTACKER}`,
      captcha: await solvedCaptcha(),
      template_variables: {
        description: `Please fix this.\r\nBcc: ${ATTACKER}\r\n\r\nBody takeover and more text here.`,
        user_name: CRLF_NAME,
        email: `dev@example.com\r\nBcc: ${ATTACKER}`,
        current_page: `/apim\r\nX-Injected: page`,
        history1: `/home\nX-Injected: history`,
      },
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const [mail] = await waitFor(async () => ((await sunkTo(SUPPORT)).length ? sunkTo(SUPPORT) : undefined));
    expect(mail.rcptTo).toEqual([SUPPORT]);
    const fields = headerFields(mail.raw);
    expect(fields.filter((f) => /^(bcc|cc|x-injected):/i.test(f))).toEqual([]);
    // Exactly one of each header the sender sets.
    for (const name of ['subject', 'from', 'to', 'reply-to'])
      expect(
        fields.filter((f) => f.toLowerCase().startsWith(`${name}:`)),
        name,
      ).toHaveLength(1);
    expect(fields.find((f) => /^reply-to:/i.test(f))).toMatch(/developer@example\.com>?$/);
    expect(await sunkTo(ATTACKER)).toEqual([]);
  });

  it('adds no header and no recipient through a template send', async () => {
    const made = await call('staff', 'platform', 'POST', '/api/templates/', sampleTemplate('Injection check'));
    expect(made.status, await made.clone().text()).toBe(201);
    const templateId = ((await made.json()) as { template_id: string }).template_id;
    const send = (to: string, name: string) =>
      call('staff', 'platform', 'POST', '/api/email/send', {
        template: templateId,
        locale: 'en',
        to,
        template_variables: { name, url: 'https://example.com/start' },
      });
    // A recipient list with a line break is not a recipient list.
    const refused = await send(`someone@example.com\r\nBcc: ${ATTACKER}`, 'Sam');
    expect(refused.status).toBe(400);
    const sent = await send('someone@example.com', `Sam\r\nBcc: ${ATTACKER}\r\nX-Injected: subject`);
    expect(sent.status, await sent.clone().text()).toBe(202);
    const [mail] = await waitFor(async () =>
      (await sunkTo('someone@example.com')).length ? sunkTo('someone@example.com') : undefined,
    );
    expect(mail.rcptTo).toEqual(['someone@example.com']);
    const fields = headerFields(mail.raw);
    expect(fields.filter((f) => /^(bcc|cc|x-injected):/i.test(f))).toEqual([]);
    expect(fields.filter((f) => /^subject:/i.test(f))).toHaveLength(1);
    expect(await sunkTo(ATTACKER)).toEqual([]);
  });
});

describe('what the log never holds', () => {
  it('no credential after sign-up, sign-in, refresh, client credentials, secret reads and sends', async () => {
    // Sign-up and a failed sign-in send passwords of their own.
    const signUpPassword = `Sign-Up-${randomBytes(6).toString('hex')}!9a`;
    secrets.set('sign-up password', signUpPassword);
    const fresh = await signUp(
      { url },
      { givenName: 'Lena', familyName: 'Logs', email: 'lena.logs@example.com', password: signUpPassword },
    );
    secrets.set('sign-up id token', fresh.idToken);
    secrets.set('sign-up refresh token', fresh.refreshToken);
    const wrongPassword = `Wrong-${randomBytes(6).toString('hex')}!`;
    secrets.set('wrong password', wrongPassword);
    const failed = await authorize({ url });
    const refused = await failed.jar.fetch(
      `${url}/interaction/${failed.uid}/login`,
      form({ email: 'staff.admin@example.com', password: wrongPassword }),
    );
    expect(refused.status).toBeLessThan(500);
    secrets.set('demo password', DEMO_PASSWORD);

    await signedIn('staff');
    const refreshed = await readTokens(await refreshTokens({ url }, secrets.get('staff refresh token')!));
    secrets.set('refreshed access token', refreshed.accessToken);
    secrets.set('refreshed refresh token', refreshed.refreshToken);

    // Credentials in places a log line could pick them up: headers, cookies, the query string.
    const marker = `marker-${randomBytes(8).toString('hex')}`;
    secrets.set('marker', marker);
    const probe = await fetch(`${url}/api/profiles/users/me?access_token=${marker}&code=${marker}`, {
      headers: { authorization: `Bearer ${marker}`, cookie: `session=${marker}`, 'x-api-key': marker },
    });
    expect(probe.status).toBe(401);

    const app = await call('developer', 'acmeIntegrations', 'POST', '/api/apim/applications', {
      name: 'Log Check',
      grant_types: ['client_credentials'],
    });
    const created = (await app.json()) as {
      id: string;
      client_id: string;
      secrets: Array<{ id: string; secret: string }>;
    };
    secrets.set('client secret', created.secrets[0].secret);
    const read = await call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/apim/applications/${created.id}/secrets/${created.secrets[0].id}`,
    );
    expect(read.status).toBe(200);
    const basic = Buffer.from(`${created.client_id}:${created.secrets[0].secret}`).toString('base64');
    secrets.set('basic credentials', basic);
    const granted = await clientCredentials(url, created.client_id, created.secrets[0].secret);
    expect(granted.status).toBe(200);
    secrets.set('client access token', ((await granted.json()) as { access_token: string }).access_token);
    const posted = await clientCredentials(url, created.client_id, created.secrets[0].secret, 'post');
    expect(posted.status).toBe(200);
    const wrongClient = await clientCredentials(url, created.client_id, `${created.secrets[0].secret}x`);
    expect(wrongClient.status).toBe(401);

    const eventId = ids['product:equipment-telemetry-events'];
    const details = (await (
      await call('developer', 'acmeIntegrations', 'GET', `/api/events/events/${eventId}/data`)
    ).json()) as {
      availableVersions: Record<string, Array<{ eventMultitenantTrn: string }>>;
    };
    const trn = details.availableVersions['1.0.0'][0].eventMultitenantTrn;
    const subscribed = await call('developer', 'acmeIntegrations', 'POST', `/api/events/events/${trn}/subscriptions`, {
      protocol: 'https',
      teamId: ids.acmeIntegrations,
      consumerClientId: created.id,
      endpoint: 'http://127.0.0.1:9/hooks',
    });
    expect(subscribed.status, await subscribed.clone().text()).toBe(201);
    const subscription = (await subscribed.json()) as {
      signingSecret: string;
      subscription: { subscriptionTrn: string };
    };
    secrets.set('signing secret', subscription.signingSecret);
    const signing = await call(
      'developer',
      'acmeIntegrations',
      'GET',
      `/api/events/subscriptions/${subscription.subscription.subscriptionTrn}/signing-secret`,
    );
    expect(signing.status).toBe(200);

    // A replayed captcha is refused: the refusal is logged, the payload is not.
    const captcha = [...secrets.entries()].find(([k]) => k.startsWith('captcha payload'))![1];
    const replay = await call('staff', null, 'POST', '/api/email/send', {
      template: 'feedback',
      captcha,
      template_variables: { description: 'A second message with enough characters.' },
    });
    expect(replay.status).toBe(400);

    // Every log line is JSON; the run logged requests and their outcomes.
    const text = logLines.join('');
    const lines = logLines.flatMap((l) => l.split('\n')).filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(text).toContain('"path":"/api/profiles/users/me"');
    expect(text).toContain('request completed');
    expect(text).not.toMatch(/bearer [\w.~+/-]{8,}/i);
    expect(text).not.toMatch(/basic [A-Za-z0-9+/=]{8,}/i);
    expect(secrets.size).toBeGreaterThan(15);
    for (const [name, value] of secrets) expect(text.includes(value), name).toBe(false);
  });

  it('redacts credentials from anything logged with them', async () => {
    const marker = `direct-${randomBytes(8).toString('hex')}`;
    const before = logLines.length;
    const err = Object.assign(new Error('upstream refused'), {
      headers: { authorization: `Bearer ${marker}`, cookie: marker },
    });
    platform.log.error(
      {
        err,
        req: { headers: { authorization: `Basic ${marker}`, cookie: marker } },
        body: { password: marker, client_secret: marker, captcha: marker, signingSecret: marker, secret: marker },
        tokens: { id_token: marker, access_token: marker, refresh_token: marker, token: marker },
      },
      'a failure carrying credentials',
    );
    const written = logLines.slice(before).join('');
    expect(written).toContain('a failure carrying credentials');
    expect(written).toContain('[redacted]');
    expect(written).not.toContain(marker);
  });
});
