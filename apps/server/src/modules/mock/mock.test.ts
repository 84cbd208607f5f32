/**
 * The mock upstream (issue 19): /mock/{product}/{version}/... answers only an application subscribed to the
 * product (401 without a valid application token, 403 unsubscribed), validates the request against the document
 * (400 with the problem), and answers with the document's example.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { apimClient, clientCredentials, type ApimClient } from '../applications/applications-test-kit.js';

let demo: DemoServer;
let apim: ApimClient;
let subscribed: string;
let unsubscribed: string;
let caller: { client_id: string; secret: string };

async function tokenFor(name: string, subscribe: boolean) {
  const app = await apim.createApplication('developer', 'acmeIntegrations', { name });
  if (subscribe) {
    const res = await apim.call('developer', 'acmeIntegrations', 'POST', '/subscriptions/', {
      app_id: app.id,
      api_id: demo.ids['product:work-orders-api'],
    });
    await apim.json(res, 201);
  }
  if (subscribe) caller = { client_id: app.client_id, secret: app.secrets[0].secret };
  const res = await clientCredentials(demo.server.url, app.client_id, app.secrets[0].secret);
  return ((await res.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  demo = await startDemoServer();
  apim = apimClient(demo);
  subscribed = await tokenFor('Mock Caller', true);
  unsubscribed = await tokenFor('Mock Stranger', false);
});
afterAll(async () => demo?.server.stop());

const mock = (path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${demo.server.url}/mock/work-orders-api/1.0.0${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe("the console's Try it", () => {
  it("gets an application's token from the console's own origin, and from no other origin", async () => {
    const token = (origin: string) =>
      clientCredentials(demo.server.url, caller.client_id, caller.secret, 'basic', {}, origin);
    const own = await token(new URL(demo.server.url).origin);
    expect(own.status).toBe(200);
    const answer = await mock('/work-orders', ((await own.json()) as { access_token: string }).access_token);
    expect(answer.status).toBe(200);
    const other = await token('https://elsewhere.example');
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('/mock/{product}/{version}/...', () => {
  it('refuses a call without an application token (401), or with a user token (401)', async () => {
    expect((await mock('/work-orders', null)).status).toBe(401);
    expect((await mock('/work-orders', await demo.tokenOf('developer'))).status).toBe(401);
  });

  it('refuses an application that is not subscribed to the product (403) and says why', async () => {
    const res = await mock('/work-orders', unsubscribed);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toContain('not subscribed');
  });

  it("answers a subscribed application with the document's example", async () => {
    const res = await mock('/work-orders', subscribed);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    expect(body[0]).toMatchObject({ id: 'WO-4411', title: 'Replace hydraulic hose on boom' });
    const made = await mock('/work-orders', subscribed, {
      method: 'POST',
      body: { assetId: 'EXC-220', title: 'Replace hose', priority: 'high' },
    });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ id: 'WO-4412' });
  });

  it('validates the request body against the document (400 with the problem)', async () => {
    const missing = await mock('/work-orders', subscribed, { method: 'POST', body: { title: 'No asset' } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/assetId/);
    const wrong = await mock('/work-orders', subscribed, {
      method: 'POST',
      body: { assetId: 'EXC-220', title: 'Hose', priority: 'whenever' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/priority/);
    const none = await mock('/work-orders/WO-1/close', subscribed, { method: 'POST' });
    expect(none.status).toBe(400);
  });

  it('generates an answer from the response schema when the document has no example, and 404s other paths', async () => {
    const res = await mock('/work-orders/WO-1/close', subscribed, { method: 'POST', body: { resolution: 'Done' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'WO-4411', status: 'open', priority: 'low' });
    expect((await mock('/nothing-here', subscribed)).status).toBe(404);
  });
});
