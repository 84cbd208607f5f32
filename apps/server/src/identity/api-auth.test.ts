/** The API's bearer check: only id tokens of the configured issuer, for our audience, in date, asymmetrically signed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { startTestServer, type TestServer } from '../test/harness.js';
import { bearer, CLIENT_ID, signIn, signOut } from '../test/oidc-flow.js';
import { SESSION_CLAIM } from './oidc-account.js';
import { loadOidcKeys } from './oidc-keys.js';
import { createUser, findUserByEmail } from './users.repository.js';

const GRACE = { email: 'grace@example.com', password: 'compiler compiler', givenName: 'Grace', familyName: 'Hopper' };
let server: TestServer;
let signingJwk: JWK;
let userId: string;
/** The provider session of a real sign-in, which minted tokens name (the API refuses tokens of ended sessions). */
let sessionUid: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: '/nonexistent' });
  userId = (await createUser(server.platform.db, GRACE)).id;
  signingJwk = (await loadOidcKeys(server.platform.db, server.platform.secretKey)).signing[0];
  sessionUid = decodeJwt((await signIn(server, GRACE.email, GRACE.password)).idToken)[SESSION_CLAIM] as string;
});
afterAll(() => server?.stop());

const me = (init?: RequestInit) => fetch(`${server.url}/api/profiles/users/me`, init);
const now = () => Math.floor(Date.now() / 1000);

/** A token as the embedded provider would issue it, with some claims or the key changed. */
async function token(claims: Record<string, unknown> = {}, jwk: JWK = signingJwk, alg = 'RS256') {
  const standard = {
    sub: userId,
    iss: `${server.url}/oidc`,
    aud: CLIENT_ID,
    iat: now(),
    exp: now() + 300,
    [SESSION_CLAIM]: sessionUid,
  };
  return new SignJWT({ ...standard, email: GRACE.email, ...claims })
    .setProtectedHeader({ alg, kid: jwk.kid })
    .sign(await importJWK(jwk, alg));
}

async function expect401(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
}

describe('bearer id token', () => {
  it('is accepted when signed by the provider (control case)', async () => {
    const res = await me(bearer(await token()));
    expect(res.status).toBe(200);
  });

  it('names its provider session, and is refused once that session has ended (sign-out)', async () => {
    const session = await signIn(server, GRACE.email, GRACE.password);
    expect(decodeJwt(session.idToken)[SESSION_CLAIM]).toEqual(expect.any(String));
    expect((await me(bearer(session.idToken))).status).toBe(200);
    await signOut(server, session);
    await expect401(await me(bearer(session.idToken)));
    // Another browser's session of the same person goes on.
    expect((await me(bearer(await token()))).status).toBe(200);
  });

  it('is refused without a session, or with one that never existed', async () => {
    await expect401(await me(bearer(await token({ [SESSION_CLAIM]: undefined }))));
    await expect401(await me(bearer(await token({ [SESSION_CLAIM]: 'no-such-session' }))));
  });

  it('is required', async () => {
    await expect401(await me());
    await expect401(await me({ headers: { authorization: 'Basic Z3JhY2U6aG9wcGVy' } }));
    await expect401(await me(bearer('not-a-jwt')));
  });

  it('is refused once expired', async () => {
    await expect401(await me(bearer(await token({ exp: now() - 60, iat: now() - 120 }))));
  });

  it('is refused before its nbf', async () => {
    await expect401(await me(bearer(await token({ nbf: now() + 120 }))));
  });

  it('is refused from another issuer, or signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const foreign = { ...(await exportJWK(privateKey)), kid: signingJwk.kid };
    await expect401(await me(bearer(await token({ iss: 'https://issuer.example/oidc' }, foreign))));
    await expect401(await me(bearer(await token({}, foreign))));
    await expect401(await me(bearer(await token({ iss: 'https://issuer.example/oidc' }))));
  });

  it('is refused for another audience', async () => {
    await expect401(await me(bearer(await token({ aud: 'someone-else' }))));
  });

  it('is refused unsigned (alg none) or HMAC-signed (HS256)', async () => {
    const unsigned = new UnsecuredJWT({ email: GRACE.email })
      .setSubject(userId)
      .setIssuer(`${server.url}/oidc`)
      .setAudience(CLIENT_ID)
      .setExpirationTime(now() + 300)
      .encode();
    await expect401(await me(bearer(unsigned)));
    // The classic confusion: the public key's modulus used as an HMAC secret.
    const hmac = { kty: 'oct', k: signingJwk.n, kid: signingJwk.kid };
    await expect401(await me(bearer(await token({}, hmac, 'HS256'))));
  });

  it('is refused when its user no longer exists', async () => {
    await expect401(await me(bearer(await token({ sub: '00000000-0000-4000-8000-000000000000' }))));
  });
});

describe('with an external issuer (OIDC_ISSUER)', () => {
  let external: TestServer;
  afterAll(() => external?.stop());

  it('verifies its id tokens with its JWKS and creates the user on first sight', async () => {
    // The issuer is another server's embedded provider; this one runs none of its own.
    external = await startTestServer({ OIDC_ISSUER: `${server.url}/oidc`, WEB_DIST: '/nonexistent' });
    const session = await signIn(server, GRACE.email, GRACE.password);
    expect(await findUserByEmail(external.platform.db, GRACE.email)).toBeUndefined();
    const res = await fetch(`${external.url}/api/profiles/users/me`, bearer(session.idToken));
    expect(res.status).toBe(200);
    const profile = (await res.json()) as { uuid: string; email: string; firstName: string };
    expect(profile).toMatchObject({ email: GRACE.email, firstName: 'Grace', lastName: 'Hopper' });
    const row = await findUserByEmail(external.platform.db, GRACE.email);
    expect(row?.id).toBe(profile.uuid);
    // The same token again maps to the same row.
    const again = (await (await fetch(`${external.url}/api/profiles/users/me`, bearer(session.idToken))).json()) as {
      uuid: string;
    };
    expect(again.uuid).toBe(profile.uuid);
  });

  it('refuses tokens it did not issue and serves no provider of its own', async () => {
    const res = await fetch(
      `${external.url}/api/profiles/users/me`,
      bearer(await token({ iss: `${external.url}/oidc` })),
    );
    expect(res.status).toBe(401);
    expect((await fetch(`${external.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });
});
