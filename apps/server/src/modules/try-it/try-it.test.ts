/**
 * Try it's relay (issue 19) over HTTP: a team member sends a request of one of the team's subscribed applications to
 * a deployment of the API on another origin (a local receiver), and reads its answer. Not an open proxy: a URL
 * outside the API's deployment URLs, an unsubscribed application, another application's token, a caller without
 * sign-in or outside the team are refused before anything is sent; a loopback deployment is reached only when the
 * webhooks' EVENT_WEBHOOK_ALLOW_PRIVATE allows it; redirects are not followed, bodies are capped, cookies dropped.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEAM_HEADER, TRY_IT_MAX_RESPONSE_BYTES, type TryItResult } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient, clientCredentials } from '../applications/applications-test-kit.js';
import { productsClient } from '../products/products-test-kit.js';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An upstream on 127.0.0.1: echoes what it got, sets a cookie, redirects on /redirect, sends 3 MB on /big. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url?.endsWith('/redirect')) return res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      if (req.url?.endsWith('/big')) return res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(3e6));
      res
        .writeHead(201, 'Made', {
          'content-type': 'application/json',
          'set-cookie': 'session=upstream',
          'x-ratelimit-remaining': '41',
          'x-internal-host': 'db-7',
        })
        .end(JSON.stringify({ id: 'WO-1', method: req.method, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const openapi = (title: string) => `openapi: 3.0.3
info:
  title: ${title}
  version: 1.0.0
paths:
  /orders:
    post:
      responses:
        '201':
          description: Made.
`;

interface World {
  apiId: string;
  base: string;
  subscribed: { id: string; token: string };
  unsubscribed: { id: string; token: string };
}

/** Acme's private API deployed (DEV) at the receiver's /base, and two Acme applications, one subscribed. */
async function makeWorld(demo: DemoServer, origin: string, title: string): Promise<World> {
  const apim = apimClient(demo);
  const base = `${origin}/base`;
  const published = await productsClient(demo).upload(
    'teamAdmin',
    'acmeIntegrations',
    '/api/products/products',
    { name: 'spec.yaml', content: openapi(title) },
    { metadata: JSON.stringify({ visibility: 'PRIVATE', deployments: [{ environment: 'DEV', url: base }] }) },
  );
  const apiId = (await apim.json<{ product: { uuid: string } }>(published, 201)).product.uuid;
  const application = async (name: string, subscribe: boolean) => {
    const app = await apim.createApplication('developer', 'acmeIntegrations', { name });
    if (subscribe) {
      const sub = await apim.call('developer', 'acmeIntegrations', 'POST', '/subscriptions/', {
        app_id: app.id,
        api_id: apiId,
      });
      await apim.json(sub, 201);
    }
    const res = await clientCredentials(demo.server.url, app.client_id, app.secrets[0].secret);
    return { id: app.id, token: ((await res.json()) as { access_token: string }).access_token };
  };
  return {
    apiId,
    base,
    subscribed: await application(`${title} caller`, true),
    unsubscribed: await application(`${title} stranger`, false),
  };
}

const relayOf =
  (demo: DemoServer) =>
  async (user: string | null, team: string | null, body: Record<string, unknown>): Promise<Response> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (user) headers.authorization = `Bearer ${await demo.tokenOf(user)}`;
    if (team) headers[PRODUCT_TEAM_HEADER] = demo.ids[team] ?? team;
    return fetch(`${demo.server.url}/api/apim/try-it`, { method: 'POST', headers, body: JSON.stringify(body) });
  };

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

describe('POST /api/apim/try-it where loopback deployments are allowed (EVENT_WEBHOOK_ALLOW_PRIVATE)', () => {
  let demo: DemoServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let w: World;
  let relay: ReturnType<typeof relayOf>;
  const call = (over: Record<string, unknown> = {}) => ({
    api_id: w.apiId,
    environment: 'DEV',
    app_id: w.subscribed.id,
    access_token: w.subscribed.token,
    method: 'POST',
    url: `${w.base}/orders?site=7`,
    body: '{"title":"Hose"}',
    content_type: 'application/json',
    ...over,
  });

  beforeAll(async () => {
    receiver = await startReceiver();
    demo = await startDemoServer({ EVENT_WEBHOOK_ALLOW_PRIVATE: 'true', TRY_IT_RATE_LIMIT: '25' });
    relay = relayOf(demo);
    w = await makeWorld(demo, receiver.origin, 'Relay Orders');
  });
  afterAll(async () => {
    await demo?.server.stop();
    await receiver?.close();
  });

  it("sends the request with the application's token and answers the upstream's status, safe headers and body", async () => {
    const res = await relay('developer', 'acmeIntegrations', call());
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const result = (await res.json()) as TryItResult;
    expect(result).toMatchObject({ status: 201, statusText: 'Made', truncated: false });
    expect(JSON.parse(result.body)).toEqual({ id: 'WO-1', method: 'POST', url: '/base/orders?site=7' });
    const names = result.headers.map((h) => h.name);
    expect(names).toEqual(expect.arrayContaining(['content-type', 'x-ratelimit-remaining']));
    expect(names).not.toContain('set-cookie');
    expect(names).not.toContain('x-internal-host');
    const got = receiver.received.at(-1)!;
    expect(got.body).toBe('{"title":"Hose"}');
    expect(got.headers.authorization).toBe(`Bearer ${w.subscribed.token}`);
    expect(got.headers['content-type']).toBe('application/json');
    // Nothing of the console user's request goes upstream: only the headers Try it may choose.
    expect(Object.keys(got.headers).sort()).toEqual(
      ['accept', 'authorization', 'connection', 'content-length', 'content-type', 'host'].sort(),
    );
  });

  it('does not follow redirects, and cuts a long body at the cap and says so', async () => {
    const before = receiver.received.length;
    const moved = (await (
      await relay('developer', 'acmeIntegrations', call({ url: `${w.base}/redirect`, method: 'GET' }))
    ).json()) as TryItResult;
    expect(moved.status).toBe(302);
    expect(moved.headers).toContainEqual({ name: 'location', value: 'http://169.254.169.254/' });
    expect(receiver.received.length).toBe(before + 1);
    const big = (await (
      await relay('developer', 'acmeIntegrations', call({ url: `${w.base}/big`, method: 'GET' }))
    ).json()) as TryItResult;
    expect(big.truncated).toBe(true);
    expect(big.body.length).toBe(TRY_IT_MAX_RESPONSE_BYTES);
  });

  it("refuses a URL outside the API's deployment URLs in that environment, and sends nothing", async () => {
    const before = receiver.received.length;
    const port = new URL(receiver.origin).port;
    for (const url of [
      `${receiver.origin}/other`,
      `${receiver.origin}/base-admin`,
      `${w.base}/../admin`,
      `${w.base}/%2e%2e/admin`,
      `${w.base}/..%2fadmin`,
      `http://localhost:${port}/base/orders`,
      `http://user:pw@127.0.0.1:${port}/base/orders`,
      `https://127.0.0.1:${port}/base/orders`,
      'file:///etc/passwd',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await relay('developer', 'acmeIntegrations', call({ url }));
      expect(res.status, url).toBe(400);
      expect(await codeOf(res), url).toBe('TRY_IT_URL_NOT_ALLOWED');
    }
    // The deployment is DEV only: the same URL for PROD is not one of its deployments.
    const prod = await relay('developer', 'acmeIntegrations', call({ environment: 'PROD' }));
    expect(await codeOf(prod)).toBe('TRY_IT_URL_NOT_ALLOWED');
    expect(receiver.received.length).toBe(before);
  });

  it("refuses an application not subscribed to the API, and a token that is not the application's", async () => {
    const before = receiver.received.length;
    const stranger = await relay(
      'developer',
      'acmeIntegrations',
      call({ app_id: w.unsubscribed.id, access_token: w.unsubscribed.token }),
    );
    expect(stranger.status).toBe(403);
    expect(await codeOf(stranger)).toBe('TRY_IT_NOT_SUBSCRIBED');
    const borrowed = await relay('developer', 'acmeIntegrations', call({ access_token: w.unsubscribed.token }));
    expect(borrowed.status).toBe(400);
    expect(await codeOf(borrowed)).toBe('TRY_IT_TOKEN_NOT_OF_APPLICATION');
    const userToken = await relay(
      'developer',
      'acmeIntegrations',
      call({ access_token: await demo.tokenOf('developer') }),
    );
    expect(await codeOf(userToken)).toBe('TRY_IT_TOKEN_NOT_OF_APPLICATION');
    // Another team's application is not disclosed.
    const foreign = await relay('developer', 'acmeIntegrations', call({ app_id: demo.ids['app:dispatch'] }));
    expect(foreign.status).toBe(404);
    expect(receiver.received.length).toBe(before);
  });

  it('refuses without sign-in, without a team, outside the team, and to basic users', async () => {
    const before = receiver.received.length;
    expect((await relay(null, 'acmeIntegrations', call())).status).toBe(401);
    expect((await relay('developer', null, call())).status).toBe(400);
    expect((await relay('globexAdmin', 'acmeIntegrations', call())).status).toBe(403);
    // Globex's own team cannot see Acme's private API.
    expect((await relay('globexAdmin', 'globexLabs', call())).status).toBe(403);
    expect((await relay('basic', 'acmeIntegrations', call())).status).toBe(403);
    expect(receiver.received.length).toBe(before);
  });

  it('limits each user to TRY_IT_RATE_LIMIT requests a minute (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++)
      statuses.push((await relay('teamAdmin', 'acmeIntegrations', call({ url: 'https://x.example/' }))).status);
    expect(statuses.slice(0, 25).every((s) => s === 400)).toBe(true);
    const limited = await relay('teamAdmin', 'acmeIntegrations', call());
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Counted per user: the developer still gets through.
    expect((await relay('developer', 'acmeIntegrations', call())).status).toBe(200);
  });
});

describe('POST /api/apim/try-it with the default SSRF guard', () => {
  let demo: DemoServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    demo = await startDemoServer();
  });
  afterAll(async () => {
    await demo?.server.stop();
    await receiver?.close();
  });

  it("reaches the demo's deployments, the console's own mock, in process", async () => {
    const apim = apimClient(demo);
    const app = await apim.createApplication('developer', 'acmeIntegrations', { name: 'Mock caller' });
    const apiId = demo.ids['product:work-orders-api'];
    await apim.json(
      await apim.call('developer', 'acmeIntegrations', 'POST', '/subscriptions/', { app_id: app.id, api_id: apiId }),
      201,
    );
    const token = await clientCredentials(demo.server.url, app.client_id, app.secrets[0].secret);
    const res = await relayOf(demo)('developer', 'acmeIntegrations', {
      api_id: apiId,
      environment: 'QA',
      app_id: app.id,
      access_token: ((await token.json()) as { access_token: string }).access_token,
      method: 'GET',
      url: `${demo.server.url}/mock/work-orders-api/1.0.0/work-orders`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as TryItResult;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)[0]).toMatchObject({ id: 'WO-4411' });
  });

  it('refuses a deployment on a loopback address and sends nothing', async () => {
    const w = await makeWorld(demo, receiver.origin, 'Guarded Orders');
    const res = await relayOf(demo)('developer', 'acmeIntegrations', {
      api_id: w.apiId,
      environment: 'DEV',
      app_id: w.subscribed.id,
      access_token: w.subscribed.token,
      method: 'GET',
      url: `${w.base}/orders`,
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { code: string; details: { reason: string } };
    expect(body.code).toBe('TRY_IT_ADDRESS_NOT_ALLOWED');
    expect(body.details.reason).toContain('loopback');
    expect(receiver.received).toHaveLength(0);
  });
});
