/** Sessions at the embedded provider: refresh with rotation after a short id-token lifetime; sign-out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../test/harness.js';
import { CookieJar } from '../test/cookie-jar.js';
import { bearer, CLIENT_ID, createPkce, form, readTokens, refreshTokens, signIn, signOut } from '../test/oidc-flow.js';
import { createUser } from './users.repository.js';

const ADA = { email: 'ada@example.com', password: 'analytical engine', givenName: 'Ada', familyName: 'Lovelace' };
let server: TestServer;

beforeAll(async () => {
  // A short id-token lifetime, as the refresh test needs; WEB_DIST off: these tests never need the SPA.
  server = await startTestServer({ ID_TOKEN_TTL: '5', WEB_DIST: '/nonexistent' });
  await createUser(server.platform.db, ADA);
});
afterAll(() => server?.stop());

const me = (token: string) => fetch(`${server.url}/api/profiles/users/me`, bearer(token));

describe('refresh', () => {
  it('after the id token expired, returns a new one that works, and refuses the rotated refresh token', async () => {
    const session = await signIn(server, ADA.email, ADA.password);
    const { exp, iat } = decodeJwt(session.idToken);
    expect(exp! - iat!).toBe(5);
    // Past expiry plus the verifier's 5 s clock tolerance.
    await new Promise((resolve) => setTimeout(resolve, (exp! + 6) * 1000 - Date.now()));
    const expired = await me(session.idToken);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'The token has expired.' });
    // The spec's console sends the PKCE fields along; they must not disturb the refresh.
    const { verifier, challenge } = createPkce();
    const pkceFields = { code_verifier: verifier, code_challenge: challenge, code_challenge_method: 'S256' };
    const refreshed = await readTokens(await refreshTokens(server, session.refreshToken, pkceFields));
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    expect(decodeJwt(refreshed.idToken).exp!).toBeGreaterThan(exp!);
    expect((await me(refreshed.idToken)).status).toBe(200);
    const replay = await refreshTokens(server, session.refreshToken);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  }, 20_000);
});

describe('sign-out', () => {
  it('ends at /landing and revokes the refresh token', async () => {
    const session = await signIn(server, ADA.email, ADA.password);
    expect(await signOut(server, session)).toBe(`${server.url}/landing`);
    const res = await refreshTokens(server, session.refreshToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('shows a page that submits itself through an external script, with a Sign out button', async () => {
    const session = await signIn(server, ADA.email, ADA.password);
    const res = await session.jar.fetch(`${server.url}/oidc/session/end?id_token_hint=${session.idToken}`);
    const html = await res.text();
    expect(html).toContain('<script src="/interaction/assets/autosubmit.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
    expect(html).toMatch(/<button type="submit" form="op.logoutForm">Sign out<\/button>/);
    expect((await fetch(`${server.url}/interaction/assets/autosubmit.js`)).headers.get('content-type')).toContain(
      'javascript',
    );
  });

  it('goes to /landing even when the browser has no provider session left', async () => {
    const query = new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: `${server.url}/landing` });
    const jar = new CookieJar();
    const page = await (await jar.fetch(`${server.url}/oidc/session/end?${query}`)).text();
    const action = /action="([^"]+)"/.exec(page)![1];
    const fields = Object.fromEntries([...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const res = await jar.fetch(new URL(action, server.url).toString(), form(fields));
    expect(res.headers.get('location')).toBe(`${server.url}/landing`);
  });
});
