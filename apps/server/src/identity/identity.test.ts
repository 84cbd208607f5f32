/** The embedded provider end to end over HTTP: discovery, code + PKCE, tokens, shared keys. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../test/harness.js';
import { CookieJar } from '../test/cookie-jar.js';
import { authorize, bearer, CLIENT_ID, exchangeCode, follow, form, signIn } from '../test/oidc-flow.js';
import { loadOidcKeys } from './oidc-keys.js';
import { createUser } from './users.repository.js';

const ADA = { email: 'ada@example.com', password: 'analytical engine', givenName: 'Ada', familyName: 'Lovelace' };
let server: TestServer;

beforeAll(async () => {
  // WEB_DIST off: these tests never need the SPA.
  server = await startTestServer({ WEB_DIST: '/nonexistent' });
  await createUser(server.platform.db, ADA);
});
afterAll(() => server?.stop());

const me = (token: string) => fetch(`${server.url}/api/profiles/users/me`, bearer(token));

describe('discovery', () => {
  it('publishes the issuer at /oidc with code + PKCE S256 and the end-session endpoint', async () => {
    const res = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.url}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', CLIENT_ID]));
    expect(doc.end_session_endpoint).toBe(`${server.url}/oidc/session/end`);
  });
});

describe('authorization code with PKCE', () => {
  it('signs in and the id token carries the profile claims and works on the API', async () => {
    const session = await signIn(server, ADA.email, ADA.password);
    const claims = decodeJwt(session.idToken);
    expect(claims).toMatchObject({
      iss: `${server.url}/oidc`,
      aud: CLIENT_ID,
      email: ADA.email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
    });
    expect(session.refreshToken).toBeTruthy();
    expect(session.expiresIn).toBeGreaterThan(0);
    const res = await me(session.idToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      uuid: claims.sub,
      email: ADA.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('answers userinfo with the access token', async () => {
    const session = await signIn(server, ADA.email, ADA.password);
    const info = await fetch(`${server.url}/oidc/me`, bearer(session.accessToken));
    expect(await info.json()).toMatchObject({ email: ADA.email, given_name: 'Ada' });
  });

  it('signs in again silently while the provider session lasts (end-to-end hint parameter accepted)', async () => {
    const first = await signIn(server, ADA.email, ADA.password);
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${server.url}/callback`,
      response_type: 'code',
      scope: `openid ${CLIENT_ID} offline_access`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      kc_idp_hint: 'e2e',
    });
    const end = await follow(server, first.jar, await first.jar.fetch(`${server.url}/oidc/auth?${query}`));
    expect(end).toHaveProperty('code');
  });

  it("accepts an RFC 7636 verifier of 43 or more characters as well as the spec's 40", async () => {
    const flow = await authorize(server, new CookieJar(), `openid ${CLIENT_ID}`, 64);
    const end = await follow(
      server,
      flow.jar,
      await flow.jar.fetch(`${server.url}/interaction/${flow.uid}/login`, form(ADA)),
    );
    if (!('code' in end)) throw new Error('expected a code');
    expect((await exchangeCode(server, end.code, flow.pkce.verifier)).status).toBe(200);
  });

  it('refuses a token exchange without code_verifier, or with a wrong one', async () => {
    for (const verifier of [undefined, 'x'.repeat(40), 'y'.repeat(64)]) {
      const flow = await authorize(server);
      const res = await flow.jar.fetch(`${server.url}/interaction/${flow.uid}/login`, form(ADA));
      const end = await follow(server, flow.jar, res);
      if (!('code' in end)) throw new Error('expected a code');
      const exchange = await exchangeCode(server, end.code, verifier);
      expect(exchange.status).toBe(400);
      expect(((await exchange.json()) as { error: string }).error).toMatch(/invalid_(grant|request)/);
    }
  });

  it('refuses an authorization request without a code challenge', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${server.url}/callback`,
      response_type: 'code',
      scope: 'openid',
    });
    const res = await fetch(`${server.url}/oidc/auth?${query}`, { redirect: 'manual' });
    expect(res.headers.get('location')).toContain('error=invalid_request');
  });
});

describe('signing keys', () => {
  it('are created once: instances starting together agree', async () => {
    const { db, secretKey } = server.platform;
    const [a, b] = await Promise.all([loadOidcKeys(db, secretKey), loadOidcKeys(db, secretKey)]);
    expect(a.signing[0].kid).toBe(b.signing[0].kid);
    expect(a.verification[0]).not.toHaveProperty('d');
    const jwks = (await (await fetch(`${server.url}/oidc/jwks`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toContain(a.signing[0].kid);
  });
});
