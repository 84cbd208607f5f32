/**
 * Issue 13 item 7: security headers on every kind of response, and CORS only for configured origins.
 *
 * platform/platform.test.ts checks the CSP of one JSON response; this file walks every kind the server sends: the
 * SPA's HTML and assets, API JSON, 401, 404, 4xx errors (malformed JSON, too large, wrong type, undecodable URL),
 * the provider's pages and documents under /oidc and the sign-in pages, metrics.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../identity/users.repository.js';
import { ConfigError, loadConfig } from '../../platform/config.js';
import { startTestServer, type TestServer } from '../harness.js';
import { authorize, bearer, CLIENT_ID, form, signIn, type SignedIn } from '../oidc-flow.js';

const PORTAL = 'https://portal.example.com';
const EVIL = 'https://evil.example';
const ASSET = '/assets/index-4f9a8c21.js';
const ALAN = { email: 'alan@example.com', password: 'on computable numbers', givenName: 'Alan', familyName: 'Turing' };

let server: TestServer;
let session: SignedIn;
let webDist: string;

beforeAll(async () => {
  // A stand-in for apps/web/dist, so the SPA paths answer whether or not the console was built.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-headers-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body></body></html>`,
  );
  await fs.writeFile(path.join(webDist, ASSET), 'console.log("console");');
  server = await startTestServer({ WEB_DIST: webDist, CORS_ORIGINS: PORTAL });
  await createUser(server.platform.db, ALAN);
  session = await signIn(server, ALAN.email, ALAN.password);
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (p: string, init: RequestInit = {}) => fetch(`${server.url}${p}`, { redirect: 'manual', ...init });
const post = (p: string, body: string, type = 'application/json') =>
  get(p, { method: 'POST', headers: { 'content-type': type, ...bearer(session.idToken).headers }, body });

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** The headers every response must carry, whatever its kind. */
function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy');
  expect(csp, `${what}: CSP`).toBeTruthy();
  // Two policies would arrive joined by a comma; there must be one.
  expect(csp!.includes(','), `${what}: one CSP`).toBe(false);
  const d = directives(csp!);
  const scripts = d.get('script-src') ?? d.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${what}: script-src ${loose}`).not.toContain(loose);
  }
  expect(d.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(d.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(d.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
    res.headers.get('referrer-policy'),
  );
  expect(res.headers.get('x-powered-by'), `${what}: X-Powered-By`).toBeNull();
}

describe('security headers', () => {
  it('are on the SPA, its assets, API answers, errors, the provider and the sign-in pages', async () => {
    const flow = await authorize(server);
    const responses: Array<[string, Response, number]> = [
      ['SPA index', await get('/'), 200],
      ['SPA client route', await get('/workbench'), 200],
      ['static asset', await get(ASSET), 200],
      ['UI configuration', await get('/ui-config/environment.json'), 200],
      ['status page JSON', await get('/v2/status.json'), 200],
      ['API JSON', await get('/api/profiles/users/me', bearer(session.idToken)), 200],
      ['API 401', await get('/api/profiles/users/me'), 401],
      ['API 404', await get('/api/nowhere'), 404],
      ['missing file 404', await get('/missing-image.png'), 404],
      ['malformed JSON 400', await post('/api/core/teams', '{"name":'), 400],
      ['unsupported type 415', await post('/api/core/teams', '<team/>', 'application/xml'), 415],
      ['too large 413', await post('/api/core/teams', JSON.stringify({ name: 'x'.repeat(1_100_000) })), 413],
      ['undecodable URL 400', await get('/api/core/teams/%zz'), 400],
      ['metrics', await get('/metrics'), 200],
      ['provider discovery', await get('/oidc/.well-known/openid-configuration'), 200],
      ['provider JWKS', await get('/oidc/jwks'), 200],
      ['provider error page', await get(`/oidc/auth?client_id=unknown-client`), 400],
      ['provider 404', await get('/oidc/no-such-endpoint'), 404],
      ['provider sign-out page', await session.jar.fetch(`${server.url}/oidc/session/end?client_id=${CLIENT_ID}`), 200],
      ['token endpoint error', await get('/oidc/token', { ...form({ grant_type: 'password' }) }), 400],
      ['sign-in page', flow.page, 200],
      ['sign-in expired page', await get('/interaction/unknown-uid'), 400],
      ['sign-in stylesheet', await get('/interaction/assets/interaction.css'), 200],
    ];
    for (const [what, res, status] of responses) {
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res, what);
      await res.body?.cancel();
    }
  });

  it('serve the SPA with an external script only, which the policy allows', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain(`<script type="module" src="${ASSET}">`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('CORS', () => {
  const origin = (o: string, init: RequestInit = {}) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), origin: o },
  });

  it('gives an unconfigured origin no Access-Control-Allow-Origin, on answers or preflights', async () => {
    const answer = await get('/api/profiles/users/me', origin(EVIL, bearer(session.idToken)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/origin/i);
    const preflight = await get('/api/core/teams', {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    // A near miss of the configured origin is another origin.
    for (const near of [`${PORTAL}:8443`, 'http://portal.example.com', 'https://portal.example.com.evil.example']) {
      const res = await get('/api/profiles/users/me', origin(near, bearer(session.idToken)));
      expect(res.headers.get('access-control-allow-origin'), near).toBeNull();
    }
  });

  it('allows a configured origin, without credentials', async () => {
    const answer = await get('/api/profiles/users/me', origin(PORTAL, bearer(session.idToken)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/origin/i);
    const preflight = await get('/api/core/teams', {
      method: 'OPTIONS',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("leaves /oidc to the provider: its token endpoints answer no other origin than the client's own", async () => {
    const token = await get(
      '/oidc/token',
      origin(EVIL, form({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: session.refreshToken })),
    );
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
    const userinfo = await get('/oidc/me', origin(EVIL, bearer(session.accessToken)));
    expect(userinfo.headers.get('access-control-allow-origin')).toBeNull();
    // Discovery and the JWKS are public documents, readable from anywhere, never with credentials.
    const discovery = await get('/oidc/.well-known/openid-configuration', origin(EVIL));
    expect(discovery.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('CORS_ORIGINS', () => {
  it('takes exact origins only: no wildcard, path or other scheme', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://b.example:8080/' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    for (const bad of ['*', 'https://a.example/app', 'a.example', 'file:///etc', 'https://*.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });
});
