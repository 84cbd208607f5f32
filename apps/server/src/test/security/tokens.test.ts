/**
 * Issue 13 item 3, bearer tokens: forged or altered id tokens get 401 on an API route.
 *
 * Already proven in identity/api-auth.test.ts (not repeated here): no token, a non-JWT, expired, future nbf, another
 * issuer, another audience, signed with a foreign key under our kid (bad signature), alg none, HS256 keyed with the
 * public key, a deleted user. This file adds: unknown kid, a tampered signature or payload of a genuine token, keys
 * smuggled in the header (jwk, jku), the spellings of "none", and the other tokens of a sign-in (access and refresh
 * tokens) used as the bearer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { SESSION_CLAIM } from '../../identity/oidc-account.js';
import { loadOidcKeys } from '../../identity/oidc-keys.js';
import { createUser } from '../../identity/users.repository.js';
import { startTestServer, type TestServer } from '../harness.js';
import { bearer, CLIENT_ID, signIn } from '../oidc-flow.js';

const KATHERINE = {
  email: 'katherine@example.com',
  password: 'orbital mechanics',
  givenName: 'Katherine',
  familyName: 'Johnson',
};
let server: TestServer;
let signingJwk: JWK;
let userId: string;
let otherUserId: string;
/** The provider session of a real sign-in: the API refuses tokens without an open one. */
let sessionUid: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: '/nonexistent' });
  userId = (await createUser(server.platform.db, KATHERINE)).id;
  otherUserId = (
    await createUser(server.platform.db, { ...KATHERINE, email: 'dorothy@example.com', givenName: 'Dorothy' })
  ).id;
  signingJwk = (await loadOidcKeys(server.platform.db, server.platform.secretKey)).signing[0];
  sessionUid = decodeJwt((await signIn(server, KATHERINE.email, KATHERINE.password)).idToken)[SESSION_CLAIM] as string;
});
afterAll(() => server?.stop());

const me = (init?: RequestInit) => fetch(`${server.url}/api/profiles/users/me`, init);
const now = () => Math.floor(Date.now() / 1000);

/** A token as the embedded provider issues it; the header can be changed or extended. */
async function token(
  header: Record<string, unknown> = {},
  jwk: JWK = signingJwk,
  claims: Record<string, unknown> = {},
) {
  return new SignJWT({
    sub: userId,
    iss: `${server.url}/oidc`,
    aud: CLIENT_ID,
    iat: now(),
    exp: now() + 300,
    email: KATHERINE.email,
    [SESSION_CLAIM]: sessionUid,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, ...header })
    .sign(await importJWK(jwk, 'RS256'));
}

async function foreignKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid };
}

const part = (value: unknown) => base64url.encode(JSON.stringify(value));

async function expect401(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
}

describe('a bearer id token', () => {
  it('signed by the provider is accepted (control case)', async () => {
    expect((await me(bearer(await token()))).status).toBe(200);
  });

  it('is refused under an unknown kid, whether signed with a foreign key or with ours', async () => {
    await expect401(await me(bearer(await token({}, await foreignKey('not-a-key-of-ours')))));
    await expect401(await me(bearer(await token({ kid: 'not-a-key-of-ours' }))));
  });

  it('is refused with a flipped signature bit, a cut signature, or a payload changed under its signature', async () => {
    const [header, payload, signature] = (await token()).split('.');
    const bytes = base64url.decode(signature);
    bytes[bytes.length - 1] ^= 1;
    await expect401(await me(bearer(`${header}.${payload}.${base64url.encode(bytes)}`)));
    await expect401(await me(bearer(`${header}.${payload}.${signature.slice(0, 100)}`)));
    await expect401(await me(bearer(`${header}.${payload}.`)));
    // Someone else's identity under Katherine's genuine signature.
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>;
    const swapped = part({ ...claims, sub: otherUserId });
    await expect401(await me(bearer(`${header}.${swapped}.${signature}`)));
  });

  it('is refused when it brings its own key in the header (jwk or jku)', async () => {
    const attacker = await foreignKey('attacker');
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = attacker;
    await expect401(await me(bearer(await token({ jwk: publicPart }, attacker))));
    await expect401(await me(bearer(await token({ jku: 'http://127.0.0.1:9/jwks' }, attacker))));
    await expect401(await me(bearer(await token({ jwk: publicPart, kid: undefined }, attacker))));
  });

  it('is refused unsigned under any spelling of none', async () => {
    const claims = { sub: userId, iss: `${server.url}/oidc`, aud: CLIENT_ID, iat: now(), exp: now() + 300 };
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      await expect401(await me(bearer(`${part({ alg, typ: 'JWT' })}.${part(claims)}.`)));
    }
  });
});

describe('the other tokens of a sign-in', () => {
  it('are not accepted as the bearer: only the id token is', async () => {
    const session = await signIn(server, KATHERINE.email, KATHERINE.password);
    expect((await me(bearer(session.idToken))).status).toBe(200);
    await expect401(await me(bearer(session.accessToken)));
    await expect401(await me(bearer(session.refreshToken)));
  });
});
