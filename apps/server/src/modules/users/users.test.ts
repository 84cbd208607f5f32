/** Users module: GET /api/profiles/users/me and the preferences under /api/core/users/:userId (spec 1 7.3, 7.4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { signIn, type SignedIn } from '../../test/oidc-flow.js';
import { createUser } from '../../identity/users.repository.js';

const ALAN = {
  email: 'alan@example.com',
  password: 'turing complete',
  givenName: 'Alan',
  familyName: 'Turing',
  picture: 'https://example.com/alan.png',
};
const JOAN = { email: 'joan@example.com', password: 'bletchley park', givenName: 'Joan', familyName: 'Clarke' };

let server: TestServer;
let alan: SignedIn;
let alanId: string;
let joanId: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: '/nonexistent' });
  alanId = (await createUser(server.platform.db, ALAN)).id;
  joanId = (await createUser(server.platform.db, JOAN)).id;
  alan = await signIn(server, ALAN.email, ALAN.password);
});
afterAll(() => server?.stop());

const api = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
const post = (path: string, token: string, body: unknown) =>
  api(path, token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GET /api/profiles/users/me', () => {
  it("answers the profile of the token's user", async () => {
    const res = await api('/profiles/users/me', alan.idToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      uuid: alanId,
      email: ALAN.email,
      firstName: 'Alan',
      lastName: 'Turing',
      picture: ALAN.picture,
      role: null,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await fetch(`${server.url}/api/profiles/users/me`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('preferences', () => {
  const path = () => `/core/users/${alanId}/preferences`;

  it('starts empty, stores a preference and reads it back', async () => {
    expect(await (await api(path(), alan.idToken)).json()).toEqual({ items: [] });
    const set = await post(path(), alan.idToken, { name: 'LTA-v1.2', value: 'true' });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ name: 'LTA-v1.2', value: 'true' });
    expect(await (await api(path(), alan.idToken)).json()).toEqual({ items: [{ name: 'LTA-v1.2', value: 'true' }] });
  });

  it('overwrites a preference of the same name', async () => {
    await post(path(), alan.idToken, { name: 'theme', value: 'dark' });
    await post(path(), alan.idToken, { name: 'theme', value: 'light' });
    const { items } = (await (await api(path(), alan.idToken)).json()) as { items: { name: string; value: string }[] };
    expect(items.filter((p) => p.name === 'theme')).toEqual([{ name: 'theme', value: 'light' }]);
  });

  it("refuses another user's preferences with 403", async () => {
    for (const res of [
      await api(`/core/users/${joanId}/preferences`, alan.idToken),
      await post(`/core/users/${joanId}/preferences`, alan.idToken, { name: 'x', value: 'y' }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('validates the body with the contract: 400 VALIDATION_FAILED with details', async () => {
    const res = await post(path(), alan.idToken, { name: '', value: 5 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; details: { path: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d) => d.path)).toEqual(expect.arrayContaining(['name', 'value']));
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const res = await fetch(`${server.url}/api${path()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(401);
  });
});

describe('after a restart', () => {
  it('keeps users, preferences and the signing keys', async () => {
    await post(`/core/users/${alanId}/preferences`, alan.idToken, { name: 'kept', value: 'yes' });
    const kids = async () =>
      ((await (await fetch(`${server.url}/oidc/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
    const before = await kids();
    // The restarted server listens on another port, so it is another issuer: sign in afresh.
    server = await server.restart();
    expect(await kids()).toEqual(before);
    const again = await signIn(server, ALAN.email, ALAN.password);
    expect(await (await api('/profiles/users/me', again.idToken)).json()).toMatchObject({ uuid: alanId });
    const prefs = (await (await api(`/core/users/${alanId}/preferences`, again.idToken)).json()) as {
      items: unknown[];
    };
    expect(prefs.items).toContainEqual({ name: 'kept', value: 'yes' });
  });
});
